/**
 * A portal account's second sign-in step: an authenticator app (TOTP and ten recovery codes, checked as the
 * staff's are: platform/auth/totp.ts) or a six-digit code mailed to the account's address. A factor is one
 * account's, and an account one firm's: a code, a challenge, a secret open that firm's portal only.
 *
 * A password (or a reset's new one) of an account with a factor answers a challenge (single use, five
 * minutes, only its hash kept); the challenge and a code start the session. A mailed code is sent on request,
 * works once within PORTAL_EMAIL_CODE_TTL_MINUTES, answers only the challenge it was sent for, and is kept
 * only as a keyed hash; a newer one replaces it.
 */
import {
  CHALLENGE_EXPIRED_MESSAGE,
  type Locale,
  MFA_CHALLENGE_TTL_MINUTES,
  PORTAL_EMAIL_CODE_TTL_MINUTES,
  PORTAL_ERRORS,
  PORTAL_MESSAGES,
  PORTAL_SECOND_FACTOR_MESSAGES,
  type PortalMfaRequired,
  type PortalSecondFactorMethod,
  type PortalSecondFactorStatus,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
} from '@counsel/domain';
import { generateSecret, generateURI } from 'otplib';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import * as totp from '../../platform/auth/totp.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { SecretBox } from '../../platform/secrets.js';
import { newMailedToken } from './invitations.js';
import { portalCodeMail } from './mail.js';
import type { PortalUserRow } from './repository.js';
import * as factors from './second-factor-repository.js';
import type { PortalCaller } from './session.js';

export interface PortalFactorDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  /** Where a code that could not be mailed is reported. */
  log?: { error(obj: unknown, msg?: string): void };
  /** The clock codes are checked against; tests may fix it. */
  now?: () => Date;
}

const RECOVERY_PURPOSE = 'portal-recovery-code';
const MAILED_CODE_PURPOSE = 'portal-mailed-code';

const nowOf = (deps: { now?: () => Date }) => deps.now?.() ?? new Date();
const epochOf = (deps: PortalFactorDeps) => Math.floor(nowOf(deps).getTime() / 1000);
const keyOf = (user: Pick<PortalUserRow, 'id' | 'lawFirmId'>): factors.PortalAccountKey => ({
  lawFirmId: user.lawFirmId,
  portalUserId: user.id,
});
const callerKey = (caller: PortalCaller): factors.PortalAccountKey => ({
  lawFirmId: caller.lawFirmId,
  portalUserId: caller.userId,
});

/** A mailed code's keyed hash names its account, so the same six digits of another account never match. */
const mailedCodeHash = (secrets: SecretBox, a: factors.PortalAccountKey, code: string) =>
  secrets.mac(MAILED_CODE_PURPOSE, `${a.lawFirmId}:${a.portalUserId}:${code.replace(/\s+/g, '')}`);

export const challengeInvalid = () => unauthorized(CHALLENGE_EXPIRED_MESSAGE, 'mfa_challenge_invalid');
const codeExpired = (status: 400 | 401) =>
  new AppError(status, 'code_expired', 'This code has expired. Ask for a new one.');
const notEnabled = () =>
  new AppError(400, 'second_factor_not_enabled', 'No authenticator app is set up for your account.');
const emailNotEnabled = () =>
  new AppError(400, 'email_codes_not_enabled', PORTAL_SECOND_FACTOR_MESSAGES.emailNotEnabled);

/** The methods a sign-in of this account may use, in the order the page offers them. */
export function methodsOf(row: factors.PortalFactorRow | null): PortalSecondFactorMethod[] {
  const on = factors.factorsOn(row);
  return [
    ...(on.totp ? (['totp'] as const) : []),
    ...(on.email ? (['email'] as const) : []),
    ...(on.totp ? (['recovery_code'] as const) : []),
  ];
}

/** Whether the account has a second factor on (an authenticator or mailed codes). */
export async function hasPortalFactor(db: DbOrTx, user: Pick<PortalUserRow, 'id' | 'lawFirmId'>) {
  return methodsOf(await factors.findFactor(db, keyOf(user))).length > 0;
}

/**
 * The challenge a password answers instead of a session when the account has a factor (null when it has
 * none); a newer one replaces the account's earlier one.
 */
export async function challengeFor(db: DbOrTx, user: PortalUserRow): Promise<PortalMfaRequired | null> {
  const methods = methodsOf(await factors.findFactor(db, keyOf(user)));
  if (methods.length === 0) return null;
  const { token, hash } = newMailedToken();
  await factors.replaceOneTimeCode(db, keyOf(user), {
    purpose: 'challenge',
    codeHash: hash,
    challengeId: null,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_TTL_MINUTES * 60 * 1000),
  });
  return { mfa_required: true, challenge: token, methods };
}

/** The account a live challenge belongs to (for the per-account limits), or null. */
export async function challengeAccount(db: Db, challenge: string): Promise<number | null> {
  const row = await factors.findChallenge(db, hashRefreshToken(challenge), new Date());
  return row?.user.id ?? null;
}

async function mailCode(
  deps: PortalFactorDeps,
  db: DbOrTx,
  user: Pick<PortalUserRow, 'id' | 'lawFirmId' | 'email' | 'locale'>,
  firmName: string,
  purpose: 'sign_in' | 'settings',
  challengeId: number | null,
) {
  const a = keyOf(user);
  const code = totp.newSixDigitCode();
  await factors.replaceOneTimeCode(db, a, {
    purpose,
    codeHash: mailedCodeHash(deps.secrets, a, code),
    challengeId,
    expiresAt: new Date(nowOf(deps).getTime() + PORTAL_EMAIL_CODE_TTL_MINUTES * 60 * 1000),
  });
  try {
    await deps.mailer.send({
      lawFirmId: user.lawFirmId,
      to: [user.email],
      ...portalCodeMail(user.locale as Locale, { firmName, code, purpose }),
    });
  } catch (error) {
    // The code stays stored but unknown to anyone; the client asks again. A 502 rather than a 500, so
    // the page says the mail failed instead of that something went wrong.
    deps.log?.error({ err: error, portal_user_id: user.id }, 'portal sign-in code not mailed');
    throw new AppError(502, PORTAL_ERRORS.codeNotMailed, PORTAL_MESSAGES.codeNotMailed);
  }
}

/**
 * POST /portal/mfa/email-code: mails a sign-in code for the challenge's account when it has codes by email
 * on. Answers nothing either way (an unknown challenge or an account without the method are silent).
 */
export async function sendSignInCode(deps: PortalFactorDeps, challenge: string): Promise<void> {
  const row = await factors.findChallenge(deps.db, hashRefreshToken(challenge), new Date());
  if (!row) return;
  if (!factors.factorsOn(await factors.findFactor(deps.db, keyOf(row.user))).email) return;
  await mailCode(deps, deps.db, row.user, row.firmName, 'sign_in', row.id);
}

/**
 * A mailed code of this purpose (and challenge) for the account, used up inside `tx`: a wrong one is
 * invalid_code, one used before code_already_used, one past its time code_expired.
 */
async function useMailedCode(
  deps: PortalFactorDeps,
  tx: DbOrTx,
  a: factors.PortalAccountKey,
  purpose: 'sign_in' | 'settings',
  challengeId: number | null,
  code: string,
  status: 400 | 401,
) {
  const row = await factors.findOneTimeCode(tx, a, purpose, mailedCodeHash(deps.secrets, a, code), challengeId);
  if (!row) throw totp.invalidCode(status);
  if (row.usedAt) throw totp.codeAlreadyUsed(status);
  if (row.expiresAt <= nowOf(deps)) throw codeExpired(status);
  if (!(await factors.markOneTimeCodeUsed(tx, a, row.id))) throw totp.codeAlreadyUsed(status);
}

/** Checks the authenticator's current code (and stores its step) inside `tx`. */
async function useTotpCode(
  deps: PortalFactorDeps,
  tx: DbOrTx,
  a: factors.PortalAccountKey,
  row: factors.PortalFactorRow,
  code: string,
  status: 400 | 401,
) {
  const step = await totp.checkTotp(epochOf(deps), deps.secrets.decrypt(row.secret!), code, row.lastTimeStep, status);
  await factors.saveFactor(tx, a, { lastTimeStep: step });
}

/** What a code given without a method is: six digits are the app's (or the mail's when there is no app). */
function methodOfCode(methods: PortalSecondFactorMethod[], code: string, asked?: PortalSecondFactorMethod) {
  if (asked) return asked;
  if (!totp.isSixDigitCode(code)) return 'recovery_code';
  return methods.includes('totp') ? 'totp' : 'email';
}

/**
 * POST /portal/mfa/verify: the second step. The challenge is used up by the right code only (a wrong one is
 * counted by the route's limits); answers the account whose session to start, and how it was opened.
 */
export async function verifyChallenge(
  deps: PortalFactorDeps,
  challenge: string,
  code: string,
  asked: PortalSecondFactorMethod | undefined,
  ip: string,
  start: (tx: DbOrTx, user: PortalUserRow) => Promise<string>,
): Promise<{ userId: number; sessionToken: string }> {
  return deps.db.transaction(async (tx) => {
    const found = await factors.findChallenge(tx, hashRefreshToken(challenge), new Date(), true);
    if (!found) throw challengeInvalid();
    const { user } = found;
    const a = keyOf(user);
    const row = await factors.findFactor(tx, a, true);
    const methods = methodsOf(row);
    const method = methodOfCode(methods, code, asked);
    if (!row || !methods.includes(method)) throw totp.invalidCode(401);
    if (method === 'totp') await useTotpCode(deps, tx, a, row, code, 401);
    else if (method === 'email') await useMailedCode(deps, tx, a, 'sign_in', found.id, code, 401);
    else if (!(await factors.useRecoveryCode(tx, a, totp.recoveryCodeHash(deps.secrets, code, RECOVERY_PURPOSE)))) {
      throw totp.invalidCode(401);
    }
    await factors.markOneTimeCodeUsed(tx, a, found.id);
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: null,
      action: 'portal.sign_in',
      entityType: 'portal_user',
      entityId: user.id,
      details: { actor: 'client', portal_user_id: user.id, second_factor: method },
      ip,
    });
    return { userId: user.id, sessionToken: await start(tx, user) };
  });
}

// ---------------------------------------------------------------------------------------------------
// The signed-in client's own factor (the portal's security page)
// ---------------------------------------------------------------------------------------------------

const auditOwn = (tx: DbOrTx, caller: PortalCaller, action: string, details?: Record<string, unknown>) =>
  recordAudit(tx, {
    lawFirmId: caller.lawFirmId,
    userId: null,
    action,
    entityType: 'portal_user',
    entityId: caller.userId,
    details: { actor: 'client', portal_user_id: caller.userId, ...details },
    ip: caller.ip,
  });

export async function status(db: Db, caller: PortalCaller, required: boolean): Promise<PortalSecondFactorStatus> {
  const a = callerKey(caller);
  const on = factors.factorsOn(await factors.findFactor(db, a));
  return {
    totp_enabled: on.totp,
    email_enabled: on.email,
    recovery_codes_left: on.totp ? await factors.countUnusedRecoveryCodes(db, a) : 0,
    required,
  };
}

/** A new secret to scan, kept pending (encrypted) until a code from it confirms it. */
export async function setUpTotp(deps: PortalFactorDeps, caller: PortalCaller, email: string) {
  const a = callerKey(caller);
  if (factors.factorsOn(await factors.findFactor(deps.db, a)).totp) {
    throw new AppError(
      409,
      'second_factor_enabled',
      'An authenticator app is already set up. Turn it off first to set up another.',
    );
  }
  const secret = generateSecret();
  await factors.saveFactor(deps.db, a, { pendingSecret: deps.secrets.encrypt(secret) });
  return { secret, otpauth_url: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
}

async function newRecoveryCodes(deps: PortalFactorDeps, tx: DbOrTx, a: factors.PortalAccountKey) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, totp.newRecoveryCode);
  await factors.replaceRecoveryCodes(
    tx,
    a,
    codes.map((code) => totp.recoveryCodeHash(deps.secrets, code, RECOVERY_PURPOSE)),
  );
  return codes;
}

/** The first code from the pending secret turns it on; answers the recovery codes, in clear this once. */
export async function confirmTotp(deps: PortalFactorDeps, caller: PortalCaller, code: string) {
  return deps.db.transaction(async (tx) => {
    const a = callerKey(caller);
    const row = await factors.findFactor(tx, a, true);
    if (!row?.pendingSecret) {
      throw new AppError(400, 'no_pending_setup', 'Start the set-up again: there is no new authenticator to confirm.');
    }
    const secret = deps.secrets.decrypt(row.pendingSecret);
    const step = await totp.checkTotp(epochOf(deps), secret, code, null, 400);
    await factors.saveFactor(tx, a, {
      secret: row.pendingSecret,
      pendingSecret: null,
      confirmedAt: nowOf(deps),
      lastTimeStep: step,
    });
    const codes = await newRecoveryCodes(deps, tx, a);
    await auditOwn(tx, caller, 'portal.second_factor_enabled', { method: 'totp' });
    return { recovery_codes: codes };
  });
}

/** Checks a current code of the caller's active authenticator inside `tx`; answers the account's key. */
async function requireTotpCode(deps: PortalFactorDeps, tx: DbOrTx, caller: PortalCaller, code: string) {
  const a = callerKey(caller);
  const row = await factors.findFactor(tx, a, true);
  if (!row || !factors.factorsOn(row).totp) throw notEnabled();
  await useTotpCode(deps, tx, a, row, code, 400);
  return a;
}

/** Turns the authenticator off (a current code needed); the recovery codes go with it. */
export async function disableTotp(deps: PortalFactorDeps, caller: PortalCaller, code: string) {
  await deps.db.transaction(async (tx) => {
    const a = await requireTotpCode(deps, tx, caller, code);
    await factors.saveFactor(tx, a, { secret: null, pendingSecret: null, confirmedAt: null, lastTimeStep: null });
    await factors.replaceRecoveryCodes(tx, a, []);
    await auditOwn(tx, caller, 'portal.second_factor_disabled', { method: 'totp' });
  });
}

/** Ten new recovery codes (a current code needed); the earlier ones stop working. */
export async function regenerateRecoveryCodes(deps: PortalFactorDeps, caller: PortalCaller, code: string) {
  return deps.db.transaction(async (tx) => {
    const a = await requireTotpCode(deps, tx, caller, code);
    const codes = await newRecoveryCodes(deps, tx, a);
    await auditOwn(tx, caller, 'portal.recovery_codes_regenerated');
    return { recovery_codes: codes };
  });
}

/** POST /portal/security/email-code: mails the signed-in account a code that turns codes by email on or off. */
export async function sendSettingsCode(deps: PortalFactorDeps, user: PortalUserRow, firmName: string) {
  await mailCode(deps, deps.db, user, firmName, 'settings', null);
}

/** Turns codes by email on or off with a code mailed to the account's address (so the mailbox is proven). */
export async function setEmailCodes(deps: PortalFactorDeps, caller: PortalCaller, on: boolean, code: string) {
  await deps.db.transaction(async (tx) => {
    const a = callerKey(caller);
    const enabled = factors.factorsOn(await factors.findFactor(tx, a, true)).email;
    if (on && enabled) throw new AppError(409, 'email_codes_enabled', PORTAL_SECOND_FACTOR_MESSAGES.emailEnabled);
    if (!on && !enabled) throw emailNotEnabled();
    await useMailedCode(deps, tx, a, 'settings', null, code, 400);
    await factors.saveFactor(tx, a, { emailEnabledAt: on ? nowOf(deps) : null });
    await auditOwn(tx, caller, on ? 'portal.second_factor_enabled' : 'portal.second_factor_disabled', {
      method: 'email',
    });
  });
}
