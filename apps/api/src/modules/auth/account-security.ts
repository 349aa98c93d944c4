/**
 * The signed-in user's own sessions and sign-in history (the security page), and the record every sign-in
 * leaves. A session is a refresh-token family: ending one revokes its tokens, and its access tokens are refused
 * at once (the auth lookup checks the family on every request).
 */
import {
  type AccountSession,
  SIGN_IN_HISTORY_SIZE,
  type SignInAttempt,
  type SignInFactor,
  type SignInFailure,
} from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { describeDevice, deviceKey } from '../../platform/auth/devices.js';
import type { ClientInfo } from '../../platform/auth/sessions.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './repository.js';

export async function listSessions(db: DbOrTx, userId: number, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await repo.listOpenSessions(db, userId);
  // The current session first, then the others, the most recently active first (the query's order).
  rows.sort((a, b) => Number(b.familyId === currentSessionId) - Number(a.familyId === currentSessionId));
  return rows.map((row) => ({
    id: row.familyId,
    ...describeDevice(row.userAgent),
    address: row.ip,
    created_at: row.startedAt.toISOString(),
    last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.familyId === currentSessionId,
  }));
}

/** Ends one of the caller's own open sessions; any other id (another user's, another firm's, ended) is 404. */
export async function revokeSession(db: DbOrTx, auth: AuthContext, familyId: string, client: ClientInfo) {
  await db.transaction(async (tx) => {
    if (!(await repo.revokeOwnFamily(tx, auth.user.id, familyId))) throw notFound('Session');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'auth.session_revoked',
      details: { family_id: familyId },
      ip: client.ip,
    });
  });
}

/** Ends every open session of the caller but the one this request was made with. */
export async function revokeOtherSessions(db: DbOrTx, auth: AuthContext, currentSessionId: string, client: ClientInfo) {
  return db.transaction(async (tx) => {
    const revoked = await repo.revokeFamiliesExcept(tx, auth.user.id, currentSessionId);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'auth.other_sessions_revoked',
      details: { revoked },
      ip: client.ip,
    });
    return revoked;
  });
}

export async function signInHistory(db: DbOrTx, auth: AuthContext): Promise<SignInAttempt[]> {
  const rows = await repo.listSignIns(db, auth.firm.id, auth.user.id, SIGN_IN_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    address: row.ip,
    ...describeDevice(row.userAgent),
    succeeded: row.succeeded,
    factor: row.factor as SignInFactor,
    failure_reason: row.failureReason as SignInFailure | null,
  }));
}

/**
 * Records a failed sign-in: with the user and their firm when the email is theirs, else apart with nothing that
 * names anyone (not even the email typed), so the answer and the history reveal nothing about accounts.
 */
export async function recordFailedSignIn(
  db: DbOrTx,
  user: { id: number; lawFirmId: number } | null,
  reason: SignInFailure,
  client: ClientInfo,
  factor: SignInFactor = 'password',
): Promise<void> {
  const userAgent = client.userAgent?.slice(0, 300) ?? null;
  if (!user) {
    await repo.insertUnknownEmailSignIn(db, { factor, ip: client.ip, userAgent });
    return;
  }
  await repo.insertSignInAttempt(db, {
    lawFirmId: user.lawFirmId,
    userId: user.id,
    succeeded: false,
    factor,
    failureReason: reason,
    ip: client.ip,
    userAgent,
    deviceKey: deviceKey(client.userAgent),
  });
}

/**
 * Records a successful sign-in and answers whether it came from a device (browser family and operating system)
 * the user had never signed in from before: the caller then mails them (platform/auth/security-mail-jobs.ts).
 */
export async function recordSignIn(
  db: DbOrTx,
  user: { id: number; lawFirmId: number },
  client: ClientInfo,
  factor: SignInFactor = 'password',
): Promise<{ newDevice: boolean }> {
  const key = deviceKey(client.userAgent);
  const known = key === null || (await repo.hasSignedInFrom(db, user.lawFirmId, user.id, key));
  await repo.insertSignInAttempt(db, {
    lawFirmId: user.lawFirmId,
    userId: user.id,
    succeeded: true,
    factor,
    failureReason: null,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    deviceKey: key,
  });
  return { newDevice: !known };
}
