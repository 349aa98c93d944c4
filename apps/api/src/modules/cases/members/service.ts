/**
 * Case members (spec §2 "Case member assignment", §5, §7 POST /law-firm/{firmId}/document-filling without a
 * form): employees added to a case's team. Every id is checked against the caller's firm (another firm's case or
 * employee is 404); the case row is locked while its members change, with an audit entry in the same
 * transaction. New members other than the caller are mailed a link to the case in their own language.
 */
import type { CaseMembersResponse, caseMemberAssignmentRequest, Locale } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import { findCase } from '../../../db/firm-lookups.js';
import { activeEmployees } from '../../../db/firm-staff.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import { notFound } from '../../../platform/errors.js';
import type { Mailer } from '../../../platform/mail/index.js';
import { assertOwnFirm, found } from '../../../platform/tenancy.js';
import { assertCaseOpen } from '../status.js';
import { caseLink, memberMail } from './member-mail.js';
import * as repo from './repository.js';

export interface CaseMemberDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

type AssignmentInput = z.output<typeof caseMemberAssignmentRequest>;

async function membersResponse(db: DbOrTx, lawFirmId: number, caseId: number): Promise<CaseMembersResponse> {
  const rows = await repo.membersOf(db, lawFirmId, caseId);
  return {
    case_id: caseId,
    members: rows.map((row) => ({ id: row.id, full_name: row.fullName, image: row.image })),
  };
}

export async function assign(
  deps: CaseMemberDeps,
  auth: AuthContext,
  lawFirmId: number,
  input: AssignmentInput,
): Promise<CaseMembersResponse> {
  assertOwnFirm(auth, lawFirmId);
  const employees = await activeEmployees(deps.db, lawFirmId, input.employees);
  if (employees.length !== input.employees.length) throw notFound('Employee');

  const { caseRow, added } = await deps.db.transaction(async (tx) => {
    const caseRow = found(await repo.lockCase(tx, lawFirmId, input.case_id), 'Case');
    assertCaseOpen(caseRow);
    const present = await repo.existingMemberIds(tx, caseRow.id, input.employees);
    const added = input.employees.filter((id) => !present.has(id));
    await repo.insertMembers(tx, caseRow.id, added, auth.user.id);
    if (added.length > 0) {
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'case.members_added',
        entityType: 'case',
        entityId: caseRow.id,
        details: { employees: added },
      });
    }
    return { caseRow, added };
  });

  // Mail goes out after the commit, only to those newly added: someone already on the team is not told twice.
  // One unreachable mailbox does not undo the assignment; the failure is logged with ids only.
  for (const employee of employees) {
    if (employee.id === auth.user.id || !added.includes(employee.id)) continue;
    const locale = employee.locale as Locale;
    const mail = memberMail(locale, {
      member: employee.fullName,
      assignedBy: auth.user.fullName,
      caseTitle: caseRow.title,
      link: caseLink(deps.publicOrigin, locale, caseRow),
    });
    try {
      await deps.mailer.send({ lawFirmId, to: [employee.email], ...mail });
    } catch (error) {
      deps.log.error({ err: error, case_id: caseRow.id, employee_id: employee.id }, 'case member mail not sent');
    }
  }
  return membersResponse(deps.db, lawFirmId, caseRow.id);
}

export async function list(db: Db, auth: AuthContext, caseId: number): Promise<CaseMembersResponse> {
  const lawFirmId = auth.user.lawFirmId;
  found(await findCase(db, lawFirmId, caseId), 'Case');
  return membersResponse(db, lawFirmId, caseId);
}

export async function remove(db: Db, auth: AuthContext, caseId: number, userId: number): Promise<void> {
  const lawFirmId = auth.user.lawFirmId;
  await db.transaction(async (tx) => {
    const caseRow = found(await repo.lockCase(tx, lawFirmId, caseId), 'Case');
    assertCaseOpen(caseRow);
    // A user of another firm can never be a member of this firm's case, so it answers 404 here as well.
    if (!(await repo.deleteMember(tx, caseRow.id, userId))) throw notFound('Case member');
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'case.member_removed',
      entityType: 'case',
      entityId: caseRow.id,
      details: { user_id: userId },
    });
  });
}
