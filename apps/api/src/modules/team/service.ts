/**
 * The team: adding employees (with an invitation to choose a password), listing them, their details and
 * permission rules, and removing them. Passwords and invitations: invitations.ts; photos: photo.ts.
 */

import { randomBytes } from 'node:crypto';
import {
  type AddEmployeeRequest,
  amountToCents,
  capRules,
  completeRules,
  defaultRulesFor,
  type EmployeeDetail,
  type EmployeeRule,
  type EmployeesQuery,
  INVITATION_TTL_DAYS,
  type LightUser,
  type Position,
  rulesBeyond,
  type UpdateEmployeeRequest,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { type ClientInfo, revokeUserSessions } from '../../platform/auth/sessions.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import { expireUserTokens, issueUserToken } from '../../platform/auth/user-tokens.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, forbidden, ruleBroken, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { assertCanAddUser } from '../../platform/plans.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { invitationMail, setPasswordLink } from './invitation.js';
import * as repo from './repository.js';
import { addressColumns, detailOf, toDetail, toEmployee } from './views.js';

export interface TeamDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  /** For the password-changed mail; null where jobs are not started. */
  jobs: JobQueue | null;
}

const EMAIL_TAKEN = 'An account with this email already exists.';
const DETAIL_KEYS = [
  'full_name',
  'phone_number',
  'position',
  'address',
  'participant_types',
  'default_hourly_rate',
] as const;

async function assertParticipantTypes(db: DbOrTx, lawFirmId: number, ids: number[]) {
  const own = await repo.firmParticipantTypeIds(db, lawFirmId, ids);
  if (ids.some((id) => !own.has(id))) {
    throw validationFailed({ participant_types: 'Choose participant types of your firm.' });
  }
}

/**
 * The rules a new employee starts with. Admins set them freely (or take the position's defaults);
 * anyone else may hand out no more than they hold themselves, so adding a colleague cannot raise anyone's access.
 */
function rulesForNewEmployee(auth: AuthContext, input: AddEmployeeRequest): EmployeeRule[] {
  if (!input.rules) {
    const defaults = defaultRulesFor(input.position);
    return auth.user.isAdmin ? defaults : capRules(defaults, auth.user.rules);
  }
  const rules = completeRules(input.rules);
  if (!auth.user.isAdmin && rulesBeyond(rules, auth.user.rules).length > 0) {
    throw new AppError(403, 'rules_exceed_own', 'You cannot grant permissions you do not have yourself.', {
      details: { subjects: rulesBeyond(rules, auth.user.rules) },
    });
  }
  return rules;
}

export async function addEmployee(
  deps: TeamDeps,
  auth: AuthContext,
  lawFirmId: number,
  input: AddEmployeeRequest,
  origin: string,
  client: ClientInfo,
): Promise<EmployeeDetail> {
  assertOwnFirm(auth, lawFirmId);
  const rules = rulesForNewEmployee(auth, input);
  const participantTypes = input.participant_types ?? [];
  // Unusable until the employee chooses a password through the invitation link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockFirm(tx, auth.firm.id);
      await assertCanAddUser(tx, auth);
      if (await repo.emailInUse(tx, input.email)) {
        throw new AppError(409, 'email_taken', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      }
      await assertParticipantTypes(tx, auth.firm.id, participantTypes);
      const row = await repo.insertEmployee(tx, {
        lawFirmId: auth.firm.id,
        fullName: input.full_name,
        email: input.email,
        passwordHash,
        phoneNumber: input.phone_number,
        position: input.position,
        isAdmin: false,
        rules,
        ...addressColumns(input.address),
      });
      await repo.replaceParticipantTypes(tx, auth.firm.id, row.id, participantTypes);
      const token = await issueUserToken(tx, row.id, 'set_password', INVITATION_TTL_DAYS);
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'employee.added',
        entityType: 'user',
        entityId: row.id,
        details: { email: row.email, position: row.position, rules },
        ip: client.ip,
      });
      // Sent inside the transaction: if the mail cannot be sent, no employee is left without an invitation.
      const mail = invitationMail({
        fullName: row.fullName,
        firmName: auth.firm.name,
        invitedBy: auth.user.fullName,
        position: input.position,
        email: row.email,
        link: setPasswordLink(origin, token),
      });
      await deps.mailer.send({ lawFirmId: auth.firm.id, to: [row.email], ...mail });
      return detailOf(tx, auth.firm.id, row);
    });
  } catch (error) {
    // Two additions of one email at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error))
      throw new AppError(409, 'email_taken', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    throw error;
  }
}

export async function listEmployees(db: Db, auth: AuthContext, lawFirmId: number, query: EmployeesQuery) {
  assertOwnFirm(auth, lawFirmId);
  const [rows, total] = await Promise.all([
    repo.listEmployees(db, lawFirmId, query.page, query.page_size),
    repo.countEmployees(db, lawFirmId),
  ]);
  const types = await repo.participantTypesOf(
    db,
    lawFirmId,
    rows.map((row) => row.user.id),
  );
  return {
    rows: rows.map((row) => ({
      row: row.user,
      totalCases: row.totalCases,
      invitationPending: row.invitationPending,
      types: types.get(row.user.id) ?? [],
    })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

export async function employeesPage(db: Db, auth: AuthContext, lawFirmId: number, query: EmployeesQuery) {
  const { rows, ...page } = await listEmployees(db, auth, lawFirmId, query);
  return { employees: rows.map((r) => toEmployee(r.row, r.totalCases, r.types, r.invitationPending)), ...page };
}

export async function usersPage(db: Db, auth: AuthContext, lawFirmId: number, query: EmployeesQuery) {
  const { rows, ...page } = await listEmployees(db, auth, lawFirmId, query);
  return { users: rows.map((r) => toDetail(r.row, r.totalCases, r.types, r.invitationPending)), ...page };
}

export async function lightUsers(db: Db, auth: AuthContext): Promise<LightUser[]> {
  const rows = await repo.lightUsers(db, auth.firm.id);
  return rows.map((row) => ({
    id: row.id,
    full_name: row.fullName,
    image: row.image,
    email: row.email,
    position: row.position as Position | null,
  }));
}

/** One employee: anyone who may view the team, and every employee for themselves (their profile). */
export async function getEmployee(db: Db, auth: AuthContext, id: number): Promise<EmployeeDetail> {
  const row = found(await repo.findEmployee(db, auth.firm.id, id), 'Employee');
  if (id !== auth.user.id && !auth.ability.can('read', 'employees')) throw forbidden();
  return detailOf(db, auth.firm.id, row);
}

/**
 * Details need employees:update, or are the caller's own. Rules and the admin flag are for admins only,
 * and never their own (an admin cannot lock themselves out or raise themselves). The default hourly
 * rate is a detail, except that only an admin may raise their own.
 */
export async function updateEmployee(
  db: Db,
  auth: AuthContext,
  id: number,
  body: UpdateEmployeeRequest,
  client: ClientInfo,
): Promise<EmployeeDetail> {
  const self = id === auth.user.id;
  const changesAccess = body.rules !== undefined || body.is_admin !== undefined;
  const changesDetails = DETAIL_KEYS.some((key) => body[key] !== undefined);
  return db.transaction(async (tx) => {
    const target = found(await repo.lockEmployee(tx, auth.firm.id, id), 'Employee');
    if (changesAccess && !auth.user.isAdmin) throw forbidden('Only administrators can change permissions.');
    if (changesAccess && self) throw forbidden('You cannot change your own permissions.');
    if (changesDetails && !self && !auth.ability.can('update', 'employees')) throw forbidden();
    const rateCents = body.default_hourly_rate === undefined ? undefined : amountToCents(body.default_hourly_rate);
    // Lowering one's own rate is harmless; raising it is for whoever manages the team.
    if (rateCents !== undefined && self && !auth.user.isAdmin && rateCents > target.defaultHourlyRateCents) {
      throw forbidden('You cannot raise your own hourly rate.');
    }
    if (body.participant_types) await assertParticipantTypes(tx, auth.firm.id, body.participant_types);
    if (body.is_admin === false && target.isAdmin) await assertAnotherAdmin(tx, auth.firm.id, id);

    const values = {
      ...(body.full_name !== undefined && { fullName: body.full_name }),
      ...(body.phone_number !== undefined && { phoneNumber: body.phone_number }),
      ...(body.position !== undefined && { position: body.position }),
      ...(body.address !== undefined && addressColumns(body.address)),
      ...(body.rules !== undefined && { rules: completeRules(body.rules) }),
      ...(body.is_admin !== undefined && { isAdmin: body.is_admin }),
      ...(rateCents !== undefined && { defaultHourlyRateCents: rateCents }),
    };
    const row = Object.keys(values).length > 0 ? await repo.updateEmployee(tx, auth.firm.id, id, values) : target;
    if (body.participant_types) await repo.replaceParticipantTypes(tx, auth.firm.id, id, body.participant_types);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: changesAccess ? 'employee.permissions_changed' : 'employee.updated',
      entityType: 'user',
      entityId: id,
      details: {
        fields: Object.keys(body),
        ...(body.rules !== undefined && { rules_before: completeRules(target.rules), rules_after: values.rules }),
        ...(body.is_admin !== undefined && { is_admin_before: target.isAdmin, is_admin_after: body.is_admin }),
        ...(rateCents !== undefined && {
          hourly_rate_cents_before: target.defaultHourlyRateCents,
          hourly_rate_cents_after: rateCents,
        }),
      },
      ip: client.ip,
    });
    return detailOf(tx, auth.firm.id, row);
  });
}

async function assertAnotherAdmin(tx: DbOrTx, lawFirmId: number, id: number) {
  const admins = await repo.lockActiveAdmins(tx, lawFirmId);
  if (!admins.some((adminId) => adminId !== id)) {
    throw ruleBroken('last_admin', 'The firm needs at least one administrator.');
  }
}

/** Removing an employee deactivates them: history stays, sign-in and every session end at once. */
export async function removeEmployee(db: Db, auth: AuthContext, id: number, client: ClientInfo): Promise<void> {
  await db.transaction(async (tx) => {
    const target = found(await repo.lockEmployee(tx, auth.firm.id, id), 'Employee');
    if (id === auth.user.id) throw ruleBroken('cannot_remove_self', 'You cannot remove yourself from the team.');
    if (target.isAdmin) {
      await assertAnotherAdmin(tx, auth.firm.id, id);
      if (!auth.user.isAdmin) throw forbidden('Only administrators can remove an administrator.');
    }
    await repo.deactivateEmployee(tx, auth.firm.id, id);
    await revokeUserSessions(tx, id);
    await expireUserTokens(tx, id);
    // They can no longer take tasks of a participant type.
    await repo.replaceParticipantTypes(tx, auth.firm.id, id, []);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'employee.removed',
      entityType: 'user',
      entityId: id,
      details: { email: target.email },
      ip: client.ip,
    });
  });
}
