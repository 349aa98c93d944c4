/**
 * A case's status, in one place: work on its tasks starts it (PENDING → IN_PROGRESS), a closure export closes
 * it, reopening puts it back. Every part of the case (tasks, members, closure) refuses a CLOSED case with the
 * same 422 `case_closed`, so the client reads one code and one message whichever part it touched.
 */
import { CASE_CLOSED_STATUS, type CaseStatus } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { ruleBroken } from '../../platform/errors.js';
import * as repo from './repository.js';

export const CASE_CLOSED_MESSAGE = 'This case is closed. Reopen it to change its tasks or team.';

/** Refuses a CLOSED case: its tasks, path and members do not change until it is reopened. */
export function assertCaseOpen(row: { status: string }): void {
  if (row.status === CASE_CLOSED_STATUS) throw ruleBroken('case_closed', CASE_CLOSED_MESSAGE);
}

/** Moves a case (locked by the caller's transaction) to `status`; `closedAt` is written only when given. */
export async function setCaseStatus(
  tx: DbOrTx,
  caseId: number,
  change: { status: CaseStatus; closedAt?: Date | null },
): Promise<void> {
  await repo.updateCaseStatus(tx, caseId, change);
}
