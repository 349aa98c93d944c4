/** A client's employers (current and past), as immigration forms ask for them. */
import type { ClientEmployer, EmployerRequest } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import { employerValues, toEmployer } from './mappers.js';
import * as repo from './repository.js';

export async function listEmployers(db: Db, auth: AuthContext, clientId: number): Promise<ClientEmployer[]> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const rows = await repo.listEmployers(db, auth.firm.id, clientId);
  return rows.map(toEmployer);
}

export async function addEmployer(
  db: Db,
  auth: AuthContext,
  clientId: number,
  body: EmployerRequest,
): Promise<ClientEmployer> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertEmployer(tx, employerValues({ lawFirmId: auth.firm.id, clientId }, body));
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.employer_added',
      entityType: 'client_employer',
      entityId: inserted.id,
      details: { client_id: clientId },
    });
    return inserted;
  });
  return toEmployer(row);
}

/** PUT: every field is replaced by the body's (an omitted optional field becomes empty). */
export async function updateEmployer(
  db: Db,
  auth: AuthContext,
  clientId: number,
  employerId: number,
  body: EmployerRequest,
): Promise<ClientEmployer> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const { lawFirmId, clientId: _, ...values } = employerValues({ lawFirmId: auth.firm.id, clientId }, body);
  const row = await db.transaction(async (tx) => {
    const updated = found(await repo.updateEmployer(tx, lawFirmId, clientId, employerId, values), 'Employer');
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'client.employer_updated',
      entityType: 'client_employer',
      entityId: employerId,
      details: { client_id: clientId },
    });
    return updated;
  });
  return toEmployer(row);
}

export async function deleteEmployer(db: Db, auth: AuthContext, clientId: number, employerId: number) {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEmployer(tx, auth.firm.id, clientId, employerId))) throw notFound('Employer');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.employer_deleted',
      entityType: 'client_employer',
      entityId: employerId,
      details: { client_id: clientId },
    });
  });
}
