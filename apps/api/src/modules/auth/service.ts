/**
 * Sign-up, sign-in and sessions. A session is a family of refresh tokens: each refresh rotates the
 * token, and a rotated (revoked) token presented again revokes the whole family (reuse detection).
 */
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_TIME_ZONE,
  defaultRulesFor,
  type LoginRequest,
  type RegisterRequest,
  type SecondFactorMethod,
  type SetPasswordRequest,
  TRIAL_PLAN,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { secondFactorMethods } from '../../platform/auth/second-factor-repository.js';
import {
  type ClientInfo,
  type Session,
  type SessionDeps,
  startSession,
  updatePasswordHash,
} from '../../platform/auth/sessions.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import { consumeUserToken } from '../../platform/auth/user-tokens.js';
import { AppError, unauthorized, validationFailed } from '../../platform/errors.js';
import { geo } from '../../platform/geo/data.js';
import { UNKNOWN_COUNTRY } from '../../platform/geo/known-countries.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { ensureTrialPlan } from '../../platform/plans.js';
import { recordFailedSignIn, recordSignIn } from './account-security.js';
import * as repo from './repository.js';
import { issueChallenge } from './second-factor.js';
import { completeSignIn } from './sign-in.js';
import { WELCOME_MAIL_JOB } from './welcome-mail.js';

export interface AuthDeps extends SessionDeps {
  db: Db;
  jobs: JobQueue | null;
}

export async function register(deps: AuthDeps, input: RegisterRequest, client: ClientInfo): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  const session = await deps.db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) {
      throw new AppError(409, 'email_taken', 'An account with this email already exists.', {
        fields: { email: 'An account with this email already exists.' },
      });
    }
    const planId = await ensureTrialPlan(tx);
    const trialEndsAt = new Date(Date.now() + TRIAL_PLAN.trial_days * 24 * 60 * 60 * 1000);
    const firm = await repo.insertFirm(tx, {
      name: input.firm_name,
      email: input.email,
      planId,
      trialEndsAt,
      // A new firm asks a second factor of its members from the start; its settings may turn that off.
      requireSecondFactor: true,
      ...(await firmPlace(input)),
    });
    const user = await repo.insertUser(tx, {
      lawFirmId: firm.id,
      fullName: input.full_name,
      email: input.email,
      passwordHash,
      position: 'managing_partner',
      isAdmin: true,
      locale: input.locale ?? 'en',
      rules: defaultRulesFor('managing_partner'),
    });
    await recordAudit(tx, {
      lawFirmId: firm.id,
      userId: user.id,
      action: 'firm.registered',
      entityType: 'law_firm',
      entityId: firm.id,
      ip: client.ip,
    });
    // Signing up signs in: the device is the user's first known one.
    await recordSignIn(tx, user, client);
    return startSession(deps, tx, user, client);
  });
  await deps.jobs?.send(WELCOME_MAIL_JOB, { user_id: session.user.id }, { singletonKey: `welcome-${session.user.id}` });
  return session;
}

/**
 * The new firm's country (its name in English, as the address pickers store a picked place) and time
 * zone. A country the pickers do not offer is refused; both default to the United States' east coast.
 */
async function firmPlace(input: RegisterRequest) {
  const countryId = input.country ?? DEFAULT_COUNTRY_ID;
  const country = (await geo()).countries.get(countryId);
  if (!country) throw validationFailed({ country: UNKNOWN_COUNTRY });
  return { countryId, country: country.names.en, timeZone: input.time_zone ?? DEFAULT_TIME_ZONE };
}

/** A password sign-in's outcome: a session, or (with a second factor) the challenge for its second step. */
export type LoginOutcome =
  | { kind: 'session'; session: Session }
  | { kind: 'mfa'; challenge: string; methods: SecondFactorMethod[] };

export async function login(deps: AuthDeps, input: LoginRequest, client: ClientInfo): Promise<LoginOutcome> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  // A removed (deactivated) employee gets the same answer as a wrong password: nothing to learn from it.
  if (!user || !valid || user.deactivatedAt) {
    await recordFailedSignIn(deps.db, user, valid ? 'deactivated' : 'wrong_password', client);
    await recordAudit(deps.db, {
      lawFirmId: user?.lawFirmId ?? null,
      userId: user?.id ?? null,
      action: 'auth.login_failed',
      details: { email: input.email },
      ip: client.ip,
    });
    throw unauthorized('Incorrect email or password.', 'invalid_credentials');
  }
  // With a second factor the sign-in (its history row, its new-device mail) is recorded when the code is given.
  const methods = await secondFactorMethods(deps.db, user.lawFirmId, user.id);
  if (methods.length > 0) {
    return { kind: 'mfa', challenge: await issueChallenge(deps.db, user.id), methods };
  }
  const session = await completeSignIn(deps, client, async () => ({ user, factor: 'password' }));
  return { kind: 'session', session };
}

export async function refresh(deps: AuthDeps, token: string | undefined, client: ClientInfo): Promise<Session> {
  if (!token) throw unauthorized();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.lockRefreshToken(tx, hashRefreshToken(token));
    if (!row) return { kind: 'invalid' as const };
    if (row.revokedAt) {
      // A rotated token came back: someone holds a copy. End every session of this family.
      await repo.revokeFamily(tx, row.familyId);
      const user = await repo.findUserById(tx, row.userId);
      await recordAudit(tx, {
        lawFirmId: user?.lawFirmId ?? null,
        userId: row.userId,
        action: 'auth.refresh_token_reused',
        details: { family_id: row.familyId },
        ip: client.ip,
      });
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
    const user = await repo.findUserById(tx, row.userId);
    if (!user || user.deactivatedAt) return { kind: 'invalid' as const };
    await repo.revokeToken(tx, row.id);
    return { kind: 'ok' as const, session: await startSession(deps, tx, user, client, row.familyId) };
  });
  if (outcome.kind === 'reused') {
    throw unauthorized('This session was ended for your security. Please sign in again.', 'refresh_token_reused');
  }
  if (outcome.kind === 'invalid') throw unauthorized();
  return outcome.session;
}

/**
 * An invited employee chooses their password with the one-time token from the invitation mail,
 * and is signed in. Unknown, used or expired tokens answer 400 invalid_token.
 */
export async function setPassword(deps: AuthDeps, input: SetPasswordRequest, client: ClientInfo): Promise<Session> {
  // Hashing first keeps the transaction (and PGlite's one connection) short.
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const user = await consumeUserToken(tx, input.token, 'set_password');
    if (!user) {
      throw new AppError(
        400,
        'invalid_token',
        'This link is invalid or has expired. Ask your administrator for a new one.',
      );
    }
    const updated = await updatePasswordHash(tx, user.id, user.lawFirmId, passwordHash);
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: user.id,
      action: 'auth.password_set',
      entityType: 'user',
      entityId: user.id,
      ip: client.ip,
    });
    await recordSignIn(tx, updated, client);
    return startSession(deps, tx, updated, client);
  });
}

/**
 * Ends the session the refresh cookie belongs to (all its rotations), and the one the access token
 * names when the request carries one; its access tokens stop working at once. Unknown tokens are ignored.
 */
export async function logout(deps: AuthDeps, token: string | undefined, accessToken?: string): Promise<void> {
  const claims = accessToken ? await deps.tokens.verify(accessToken) : null;
  if (accessToken) deps.tokens.forget(accessToken);
  const session = claims && claims !== 'expired' ? claims : null;
  if (!token && !session) return;
  await deps.db.transaction(async (tx) => {
    const row = token ? await repo.lockRefreshToken(tx, hashRefreshToken(token)) : null;
    if (row) await repo.revokeFamily(tx, row.familyId);
    if (session && session.sessionId !== row?.familyId) {
      await repo.revokeFamily(tx, session.sessionId, session.userId);
    }
    const userId = row?.userId ?? session?.userId;
    if (userId === undefined) return;
    const user = await repo.findUserById(tx, userId);
    await recordAudit(tx, { lawFirmId: user?.lawFirmId ?? null, userId, action: 'auth.logout' });
  });
}
