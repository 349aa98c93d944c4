/** FOIA cases: a records request opened for a client from the Add FOIA case dialog. */
import { type Case, type CreateFoiaCaseRequest, NEW_CASE_STATUS } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';
import { caseOut } from './service.js';

export async function createFoiaCase(
  db: Db,
  auth: AuthContext,
  body: CreateFoiaCaseRequest,
  ip?: string,
): Promise<Case> {
  const firmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const client = found(await findClient(tx, firmId, body.client_id), 'Client');
    // The picker lists clients through their contact rows; the case is opened for that contact.
    const contactId = await repo.findClientContactId(tx, firmId, client.id);
    const row = await repo.insertCase(tx, {
      lawFirmId: firmId,
      clientId: client.id,
      contactId,
      primaryContactId: null,
      title: body.title,
      description: null,
      status: NEW_CASE_STATUS,
      caseType: 'FOIA',
      workflowId: null,
      altStepsIds: [],
      createdByUserId: auth.user.id,
    });
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'case.foia_created',
      entityType: 'case',
      entityId: row.id,
      details: { client_id: client.id, contact_id: contactId },
      ...(ip ? { ip } : {}),
    });
    return caseOut(row, [], []);
  });
}
