/** Reopening, the way back from closing: a CLOSED case returns to work (IN_PROGRESS once its tasks began, else PENDING). */
import { CASE_ACTIVE_STATUS, CASE_CLOSED_STATUS, NEW_CASE_STATUS } from '@counsel/domain';
import type { Db } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import { ruleBroken } from '../../../platform/errors.js';
import { caseProfile, readCase } from '../service.js';
import { setCaseStatus } from '../status.js';
import { hasCaseBegun } from '../tasks/service.js';

export async function reopenCase(db: Db, auth: AuthContext, caseId: number, ip?: string) {
  const lawFirmId = auth.firm.id;
  await db.transaction(async (tx) => {
    const row = await readCase(tx, lawFirmId, caseId, true);
    if (row.status !== CASE_CLOSED_STATUS) throw ruleBroken('case_not_closed', 'Only a closed case can be reopened.');
    const status = (await hasCaseBegun(tx, lawFirmId, caseId)) ? CASE_ACTIVE_STATUS : NEW_CASE_STATUS;
    await setCaseStatus(tx, caseId, { status, closedAt: null });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'case.reopened',
      entityType: 'case',
      entityId: caseId,
      details: { from: row.status, to: status },
      ...(ip ? { ip } : {}),
    });
  });
  return caseProfile(db, auth, caseId);
}
