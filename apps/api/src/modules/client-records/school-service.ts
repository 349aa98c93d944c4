/** A client's schools. The update is a PATCH: only the fields sent change. */
import type { ClientSchool, SchoolPatchRequest, SchoolRequest } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import { schoolValues, toSchool } from './mappers.js';
import * as repo from './repository.js';

export async function listSchools(db: Db, auth: AuthContext, clientId: number): Promise<ClientSchool[]> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const rows = await repo.listSchools(db, auth.firm.id, clientId);
  return rows.map(toSchool);
}

export async function addSchool(
  db: Db,
  auth: AuthContext,
  clientId: number,
  body: SchoolRequest,
): Promise<ClientSchool> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertSchool(tx, {
      lawFirmId: auth.firm.id,
      clientId,
      companyOrSchoolName: body.company_or_school_name,
      isCurrentSchool: false,
      ...schoolValues(body),
    });
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.school_added',
      entityType: 'client_school',
      entityId: inserted.id,
      details: { client_id: clientId },
    });
    return inserted;
  });
  return toSchool(row);
}

export async function updateSchool(
  db: Db,
  auth: AuthContext,
  clientId: number,
  schoolId: number,
  body: SchoolPatchRequest,
): Promise<ClientSchool> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const row = await db.transaction(async (tx) => {
    const before = found(await repo.findSchool(tx, auth.firm.id, clientId, schoolId), 'School');
    const values = schoolValues(body);
    // The dates are checked against what the school will hold once this patch is applied.
    const dateFrom = values.dateFrom === undefined ? before.dateFrom : values.dateFrom;
    const dateTo = values.dateTo === undefined ? before.dateTo : values.dateTo;
    if (dateFrom && dateTo && dateTo < dateFrom) {
      throw validationFailed({ date_to: 'Must not be before the start date' });
    }
    if (Object.keys(values).length === 0) return before;
    const updated = found(await repo.updateSchool(tx, auth.firm.id, clientId, schoolId, values), 'School');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.school_updated',
      entityType: 'client_school',
      entityId: schoolId,
      details: { client_id: clientId, fields: Object.keys(body) },
    });
    return updated;
  });
  return toSchool(row);
}

export async function deleteSchool(db: Db, auth: AuthContext, clientId: number, schoolId: number) {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSchool(tx, auth.firm.id, clientId, schoolId))) throw notFound('School');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.school_deleted',
      entityType: 'client_school',
      entityId: schoolId,
      details: { client_id: clientId },
    });
  });
}
