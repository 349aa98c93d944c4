/**
 * The client's account: sign-in, sign-out, the set-password link (an invitation's or a forgotten
 * password's), and the account's language. An account is one firm's (one per firm and address), so a
 * session opens one firm's portal. A wrong address and a wrong password answer alike, after the same
 * work (a decoy hash is verified when the address is unknown).
 */
import {
  type Locale,
  PORTAL_ERRORS,
  PORTAL_MESSAGES,
  PORTAL_RESET_TTL_MINUTES,
  type PortalAccount,
  type PortalFirmChoice,
  type PortalMfaRequired,
  type portalForgotPasswordBody,
  type portalMfaVerifyBody,
  type portalSetPasswordBody,
  type portalSignInBody,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { newMailedToken } from './invitations.js';
import { portalResetMail, setPasswordLink } from './mail.js';
import * as repo from './repository.js';
import { challengeFor, hasPortalFactor, type PortalFactorDeps, verifyChallenge } from './second-factor.js';
import { startSession } from './session.js';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
}

type Key = keyof typeof PORTAL_ERRORS;
const portalError = (status: number, key: Key) => new AppError(status, PORTAL_ERRORS[key], PORTAL_MESSAGES[key]);

/**
 * A signed-in account and its session's token (for the cookie), or, for an account with a second factor,
 * the challenge its second step answers.
 */
export type PortalSignIn = { account: PortalAccount; sessionToken: string } | { mfa: PortalMfaRequired };

export async function readAccount(db: Db, portalUserId: number): Promise<PortalAccount> {
  const row = await repo.findUserWithFirm(db, portalUserId);
  if (!row) throw portalError(401, 'signedOut');
  return {
    email: row.user.email,
    locale: row.user.locale as Locale,
    law_firm_id: row.user.lawFirmId,
    firm_name: row.firmName,
    clients: await repo.accountClients(db, row.user.id),
    second_factor: { enabled: await hasPortalFactor(db, row.user), required: row.factorRequired },
  };
}

/**
 * The accounts of the address whose password this is. Every account with a password is checked (a
 * person is the client of few firms; MAX_ACCOUNTS_PER_ADDRESS bounds the work), so which firm's
 * account matched is known only to the person who knows its password.
 */
async function accountsOpenedBy(db: Db, email: string, password: string) {
  const candidates = (await repo.usersByEmail(db, email)).filter((row) => row.user.passwordHash !== null);
  if (candidates.length === 0) {
    await verifyPassword(null, password);
    return [];
  }
  const opened = [];
  for (const row of candidates) {
    if (await verifyPassword(row.user.passwordHash, password)) opened.push(row);
  }
  return opened;
}

export async function signIn(
  deps: AccountDeps,
  body: z.output<typeof portalSignInBody>,
  ip: string,
): Promise<PortalSignIn> {
  const opened = await accountsOpenedBy(deps.db, body.email, body.password);
  const chosen =
    body.law_firm_id === undefined ? opened : opened.filter((row) => row.user.lawFirmId === body.law_firm_id);
  if (chosen.length === 0) throw portalError(401, 'signInFailed');
  if (chosen.length > 1) {
    const firms: PortalFirmChoice[] = chosen.map((row) => ({
      law_firm_id: row.user.lawFirmId,
      firm_name: row.firmName,
    }));
    throw new AppError(409, PORTAL_ERRORS.chooseFirm, PORTAL_MESSAGES.chooseFirm, { details: { firms } });
  }
  const user = chosen[0]!.user;
  const outcome = await deps.db.transaction(async (tx) => {
    const mfa = await challengeFor(tx, user);
    if (mfa) return { mfa };
    await repo.updateUser(tx, user.id, { lastSignInAt: new Date() });
    return { session: await startSession(tx, user.id, ip) };
  });
  if (outcome.mfa) return { mfa: outcome.mfa };
  return { account: await readAccount(deps.db, user.id), sessionToken: outcome.session.token };
}

/** POST /portal/mfa/verify: the challenge and a code start the session a password alone would have. */
export async function verifySecondStep(
  deps: PortalFactorDeps,
  body: z.output<typeof portalMfaVerifyBody>,
  ip: string,
): Promise<{ account: PortalAccount; sessionToken: string }> {
  const { userId, sessionToken } = await verifyChallenge(
    deps,
    body.challenge,
    body.code,
    body.method,
    ip,
    async (tx, user) => {
      await repo.updateUser(tx, user.id, { lastSignInAt: new Date() });
      return (await startSession(tx, user.id, ip)).token;
    },
  );
  return { account: await readAccount(deps.db, userId), sessionToken };
}

export async function signOut(db: Db, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await repo.deleteSessionByHash(db, hashRefreshToken(sessionToken));
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof repo.findPasswordToken>>>;

/** A token that can still set a password: unknown 404, used 410, past its date 410. */
function usable(row: TokenRow | null, now: Date): TokenRow {
  if (!row) throw portalError(404, 'tokenNotFound');
  if (row.token.usedAt) throw portalError(410, 'tokenUsed');
  if (row.token.expiresAt <= now) throw portalError(410, 'tokenExpired');
  return row;
}

/** GET /portal/password-token/{token}: what the set-password page shows. */
export async function tokenInfo(db: Db, token: string) {
  const row = usable(await repo.findPasswordToken(db, hashRefreshToken(token)), new Date());
  return {
    purpose: row.token.purpose as 'invite' | 'reset',
    email: row.user.email,
    firm_name: row.firmName,
    locale: row.user.locale as Locale,
  };
}

/**
 * POST /portal/set-password: uses the token once, sets the password, signs in here and ends the
 * account's other sessions; the account's other unused links die too, a password being chosen. An account
 * with a second factor is signed in only once its code is given (the answer is a sign-in's challenge, and
 * every session ends): a mailbox alone does not open an account that has one.
 */
export async function setPassword(
  deps: AccountDeps,
  body: z.output<typeof portalSetPasswordBody>,
  ip: string,
): Promise<PortalSignIn> {
  // Hashing first keeps the transaction (and PGlite's one connection) short.
  const passwordHash = await hashPassword(body.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const row = usable(await repo.findPasswordToken(tx, hashRefreshToken(body.token), true), now);
    const { user, token } = row;
    await repo.markPasswordTokenUsed(tx, token.id, now);
    await repo.updateUser(tx, user.id, { passwordHash, passwordSetAt: user.passwordSetAt ?? now });
    await repo.deleteOtherPasswordTokens(tx, user.id, 'invite', token.id);
    await repo.deleteOtherPasswordTokens(tx, user.id, 'reset', token.id);
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: null,
      action: 'portal.password_set',
      entityType: 'portal_user',
      entityId: user.id,
      details: { actor: 'client', portal_user_id: user.id, purpose: token.purpose },
      ip,
    });
    const mfa = await challengeFor(tx, user);
    if (mfa) {
      await repo.deleteSessions(tx, user.id);
      return { mfa };
    }
    await repo.updateUser(tx, user.id, { lastSignInAt: now });
    const session = await startSession(tx, user.id, ip);
    await repo.deleteOtherSessions(tx, user.id, session.id);
    return { userId: user.id, sessionToken: session.token };
  });
  if (outcome.mfa) return { mfa: outcome.mfa };
  return { account: await readAccount(deps.db, outcome.userId), sessionToken: outcome.sessionToken };
}

/**
 * POST /portal/forgot-password: each firm's account of the address gets its own mail, naming the firm,
 * with a link that sets that account's password only. The mail is the firm's (its outbox keeps it when
 * no SMTP server is set), as the account is. Answers nothing either way.
 */
export async function forgotPassword(deps: AccountDeps, body: z.output<typeof portalForgotPasswordBody>) {
  const accounts = await repo.usersByEmail(deps.db, body.email);
  const failures: unknown[] = [];
  for (const { user, firmName } of accounts) {
    try {
      await mailResetLink(deps, user, firmName, body.locale);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

async function mailResetLink(deps: AccountDeps, user: repo.PortalUserRow, firmName: string, locale: Locale) {
  const { token, hash } = newMailedToken();
  const expiresAt = new Date(Date.now() + PORTAL_RESET_TTL_MINUTES * 60 * 1000);
  const tokenId = await repo.insertPasswordToken(deps.db, {
    portalUserId: user.id,
    tokenHash: hash,
    purpose: 'reset',
    lawFirmId: user.lawFirmId,
    expiresAt,
  });
  try {
    await deps.mailer.send({
      lawFirmId: user.lawFirmId,
      to: [user.email],
      ...portalResetMail(locale, { firmName, link: setPasswordLink(deps.publicOrigin, locale, token) }),
    });
  } catch (error) {
    // A link nobody received must not stay usable.
    await repo.deletePasswordToken(deps.db, tokenId);
    throw error;
  }
}

export async function updateLocale(db: Db, portalUserId: number, locale: Locale): Promise<PortalAccount> {
  await repo.updateUser(db, portalUserId, { locale });
  return readAccount(db, portalUserId);
}
