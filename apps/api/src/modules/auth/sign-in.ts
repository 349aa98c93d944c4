/**
 * The end of every sign-in, whichever factor decided it (a password, an authenticator code, a recovery code, a
 * passkey): the audit entry, the history row, the session, and after the commit the new-device mail.
 */
import type { SignInFactor } from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import { queueNewDeviceMail } from '../../platform/auth/security-mail-jobs.js';
import { type ClientInfo, type Session, type SessionDeps, startSession } from '../../platform/auth/sessions.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { recordSignIn } from './account-security.js';

export interface SignInDeps extends SessionDeps {
  db: Db;
  jobs?: JobQueue | null;
}

/** Who signs in and with what: what a factor's check answers, inside the sign-in's transaction. */
export interface SignInProof {
  user: typeof users.$inferSelect;
  factor: SignInFactor;
}

/**
 * Runs `prove` (the factor's check, which throws when it fails) and starts the session in one transaction; a
 * second factor is named in the audit entry. The new-device mail is queued once the session is committed.
 */
export async function completeSignIn(
  deps: SignInDeps,
  client: ClientInfo,
  prove: (tx: DbOrTx) => Promise<SignInProof>,
): Promise<Session> {
  const { session, newDevice } = await deps.db.transaction(async (tx) => {
    const { user, factor } = await prove(tx);
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: user.id,
      action: 'auth.login',
      ...(factor === 'password' ? {} : { details: { second_factor: factor } }),
      ip: client.ip,
    });
    const { newDevice } = await recordSignIn(tx, user, client, factor);
    return { session: await startSession(deps, tx, user, client), newDevice };
  });
  if (newDevice) await queueNewDeviceMail(deps.jobs ?? null, session.user.id, client);
  return session;
}
