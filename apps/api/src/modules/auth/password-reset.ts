/**
 * Forgot password: a one-time link by mail (user_tokens, purpose reset_password, only its SHA-256
 * stored), good for PASSWORD_RESET_TTL_MINUTES, in the user's language. Asking answers the same whether
 * or not an account has the address; using the link sets the password, ends every session and signs in.
 */
import { type Locale, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordRequest } from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { secondFactorMethods } from '../../platform/auth/second-factor-repository.js';
import { queuePasswordChangedMail } from '../../platform/auth/security-mail-jobs.js';
import {
  type ClientInfo,
  restartSessions,
  revokeUserSessions,
  updatePasswordHash,
} from '../../platform/auth/sessions.js';
import { consumeUserToken, expireUserTokens, issueUserToken } from '../../platform/auth/user-tokens.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { recordSignIn } from './account-security.js';
import * as repo from './repository.js';
import { issueChallenge } from './second-factor.js';
import type { AuthDeps, LoginOutcome } from './service.js';

export const RESET_LINK_SENT_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password.';

export function resetPasswordLink(origin: string, locale: Locale, token: string): string {
  return `${origin}/${locale}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetMailText(locale: Locale, fullName: string, link: string): { subject: string; text: string } {
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  if (locale === 'ar') {
    return {
      subject: 'إعادة تعيين كلمة المرور في Counsel',
      text: [
        `مرحبًا ${fullName}،`,
        '',
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Counsel. لاختيار كلمة مرور جديدة افتح هذا الرابط:',
        link,
        '',
        `يعمل الرابط مرة واحدة خلال ${minutes} دقيقة.`,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.',
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Counsel password',
    text: [
      `Hello ${fullName},`,
      '',
      'Someone asked to reset the password of your Counsel account. To choose a new password, open this link:',
      link,
      '',
      `The link works once, within ${minutes} minutes.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      'The Counsel team',
    ].join('\n'),
  };
}

/** Mails a reset link to the account with this address, if there is an active one; answers nothing either way. */
export async function requestPasswordReset(
  deps: Pick<AuthDeps, 'db'> & { mailer: Mailer; publicOrigin: string },
  email: string,
  client: ClientInfo,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.deactivatedAt) return;
  const token = await issueUserToken(deps.db, user.id, 'reset_password', PASSWORD_RESET_TTL_MINUTES / (24 * 60));
  const locale = user.locale as Locale;
  const { subject, text } = resetMailText(locale, user.fullName, resetPasswordLink(deps.publicOrigin, locale, token));
  await recordAudit(deps.db, {
    lawFirmId: user.lawFirmId,
    userId: user.id,
    action: 'auth.password_reset_requested',
    entityType: 'user',
    entityId: user.id,
    ip: client.ip,
  });
  await deps.mailer.send({ lawFirmId: user.lawFirmId, to: [user.email], subject, text });
}

/**
 * Sets the new password with the mailed token: every session of the user ends, and this device is signed in;
 * with a second factor, only once its code is given (the answer is a sign-in's challenge): a mailbox alone
 * does not open an account that has one.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordRequest,
  client: ClientInfo,
): Promise<LoginOutcome> {
  // Hashing first keeps the transaction (and PGlite's one connection) short.
  const passwordHash = await hashPassword(input.password);
  const { outcome, userId } = await deps.db.transaction(async (tx) => {
    const user = await consumeUserToken(tx, input.token, 'reset_password');
    if (!user) {
      throw new AppError(400, 'invalid_token', 'This link is invalid or has expired. Ask for a new one.');
    }
    const updated = await updatePasswordHash(tx, user.id, user.lawFirmId, passwordHash);
    await expireUserTokens(tx, user.id, 'reset_password');
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: user.id,
      action: 'auth.password_reset',
      entityType: 'user',
      entityId: user.id,
      ip: client.ip,
    });
    const methods = await secondFactorMethods(tx, updated.lawFirmId, updated.id);
    if (methods.length > 0) {
      await revokeUserSessions(tx, updated.id);
      const challenge = await issueChallenge(tx, updated.id);
      return { outcome: { kind: 'mfa' as const, challenge, methods }, userId: updated.id };
    }
    await recordSignIn(tx, updated, client);
    const session = await restartSessions(deps, tx, updated, client);
    return { outcome: { kind: 'session' as const, session }, userId: updated.id };
  });
  await queuePasswordChangedMail(deps.jobs, userId, client);
  return outcome;
}
