/** Passwords: a new invitation link for an employee, and changing one's own password. */
import { type ChangePasswordRequest, INVITATION_TTL_DAYS, type Position } from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { queuePasswordChangedMail } from '../../platform/auth/security-mail-jobs.js';
import { type ClientInfo, restartSessions, type Session, updatePasswordHash } from '../../platform/auth/sessions.js';
import { expireUserTokens, issueUserToken } from '../../platform/auth/user-tokens.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { invitationMail, setPasswordLink } from './invitation.js';
import * as repo from './repository.js';
import type { TeamDeps } from './service.js';

/**
 * A new invitation for an employee whose link expired or got lost: earlier links stop working, and the
 * new one (valid 7 days) lets them choose a password. Not for oneself: that is what change-password is for.
 */
export async function resendInvitation(
  deps: TeamDeps,
  auth: AuthContext,
  id: number,
  origin: string,
  client: ClientInfo,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = found(await repo.lockEmployee(tx, auth.firm.id, id), 'Employee');
    if (id === auth.user.id) throw forbidden('Change your own password from your profile.');
    const token = await issueUserToken(tx, row.id, 'set_password', INVITATION_TTL_DAYS);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'employee.invitation_sent',
      entityType: 'user',
      entityId: row.id,
      ip: client.ip,
    });
    const mail = invitationMail({
      fullName: row.fullName,
      firmName: auth.firm.name,
      invitedBy: auth.user.fullName,
      position: row.position as Position | null,
      email: row.email,
      link: setPasswordLink(origin, token),
    });
    await deps.mailer.send({ lawFirmId: auth.firm.id, to: [row.email], ...mail });
  });
}

export const WRONG_PASSWORD = 'The current password is incorrect.';

/**
 * Only for oneself. Every session of the user ends (other devices must sign in again) and the caller
 * gets a fresh one, answered here so this device stays signed in.
 */
export async function changePassword(
  deps: TeamDeps,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
  body: ChangePasswordRequest,
  client: ClientInfo,
): Promise<Session> {
  assertOwnFirm(auth, lawFirmId);
  const user = found(await repo.findEmployee(deps.db, lawFirmId, id), 'Employee');
  if (id !== auth.user.id) throw forbidden('You can only change your own password.');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError(400, 'wrong_password', WRONG_PASSWORD, { fields: { oldPassword: WRONG_PASSWORD } });
  }
  const passwordHash = await hashPassword(body.newPassword);
  const session = await deps.db.transaction(async (tx) => {
    const updated = await updatePasswordHash(tx, id, lawFirmId, passwordHash);
    await expireUserTokens(tx, id, 'set_password');
    await recordAudit(tx, {
      lawFirmId,
      userId: id,
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: id,
      ip: client.ip,
    });
    return restartSessions(deps, tx, updated, client);
  });
  await queuePasswordChangedMail(deps.jobs, id, client);
  return session;
}
