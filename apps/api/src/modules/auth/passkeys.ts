/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in user adds, names, lists and removes several; a
 * passkey is the second step of a password sign-in, or on its own a passwordless sign-in (a discoverable
 * credential: its user handle names the user). The relying party is the server's public origin (APP_URL);
 * user verification is required, so a passkey alone is two factors (the device and its PIN or biometric).
 * Each ceremony's challenge is the server's: kept in webauthn_challenges, used up by the first response
 * checked against it (right or wrong), five minutes at most. A client's challenge is only looked up, never
 * trusted.
 */
import {
  PASSKEY_CHALLENGE_MESSAGE,
  PASSKEY_CHALLENGE_TTL_MINUTES,
  PASSKEY_INVALID_MESSAGE,
  PASSKEY_TIMEOUT_MS,
  type Passkey,
  type PasskeyAuthenticationRequest,
  type PasskeyRegistrationRequest,
} from '@counsel/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import * as passkeys from '../../platform/auth/passkey-repository.js';
import { queueFactorChangedMail } from '../../platform/auth/security-mail-jobs.js';
import type { ClientInfo, Session } from '../../platform/auth/sessions.js';
import { findUserToken, markUserTokenUsed } from '../../platform/auth/user-tokens.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets.js';
import { recordFailedSignIn } from './account-security.js';
import { challengeInvalid } from './second-factor.js';
import { completeSignIn, type SignInDeps } from './sign-in.js';

export interface PasskeyDeps extends SignInDeps {
  secrets: SecretBox;
  /** The server's public origin (APP_URL): the relying party's id and the origin a ceremony must come from. */
  publicOrigin: string;
}

const RP_NAME = 'Counsel';
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The relying party of an origin: its host name, and the origins a response may come from. Browsers refuse an IP
 * address as a relying party, so a server on the loopback address (development, the end-to-end tests) is
 * `localhost`, reached at the same port.
 */
export function relyingParty(publicOrigin: string): { rpID: string; origins: string[] } {
  const url = new URL(publicOrigin);
  if (!LOOPBACK.has(url.hostname)) return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [local.origin] };
}

const challengeExpired = (status: 400 | 401) =>
  new AppError(status, 'passkey_challenge_invalid', PASSKEY_CHALLENGE_MESSAGE);
const invalidPasskey = (status: 400 | 401) => new AppError(status, 'passkey_invalid', PASSKEY_INVALID_MESSAGE);

/** The user handle a user's passkeys carry: opaque (a keyed hash of the firm and user), the same for each. */
const userHandle = (secrets: SecretBox, lawFirmId: number, userId: number) =>
  secrets.mac('webauthn-user-handle', `${lawFirmId}:${userId}`);

const transportsOf = (row: passkeys.PasskeyRow) => JSON.parse(row.transports) as AuthenticatorTransport[];

const passkeyOut = (row: passkeys.PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge a response was made for (in its client data), or null when the client data is not JSON. */
function clientChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

const expiry = () => new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MINUTES * 60_000);

export async function listOwnPasskeys(db: Db, auth: AuthContext): Promise<Passkey[]> {
  return (await passkeys.listPasskeys(db, auth.firm.id, auth.user.id)).map(passkeyOut);
}

/** The options of a new passkey for the caller: discoverable, user verification required, none of theirs again. */
export async function registrationOptions(deps: PasskeyDeps, auth: AuthContext) {
  const { rpID } = relyingParty(deps.publicOrigin);
  const existing = await passkeys.listPasskeys(deps.db, auth.firm.id, auth.user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: auth.user.email,
    userDisplayName: auth.user.fullName,
    userID: isoBase64URL.toBuffer(userHandle(deps.secrets, auth.firm.id, auth.user.id)),
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await passkeys.saveChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: auth.user.id,
    lawFirmId: auth.firm.id,
    expiresAt: expiry(),
  });
  return options;
}

/** Checks the authenticator's answer to the caller's registration challenge and keeps the new passkey. */
export async function registerPasskey(
  deps: PasskeyDeps,
  auth: AuthContext,
  input: PasskeyRegistrationRequest,
  client: ClientInfo,
): Promise<Passkey> {
  const challenge = clientChallenge(input.response.response.clientDataJSON);
  // Used up first, in its own statement: a wrong answer does not leave it for another try.
  const issued = challenge ? await passkeys.takeChallenge(deps.db, challenge, 'registration') : null;
  if (!issued || issued.userId !== auth.user.id || issued.lawFirmId !== auth.firm.id) throw challengeExpired(400);
  const { rpID, origins } = relyingParty(deps.publicOrigin);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: issued.challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw invalidPasskey(400);
  const { credential } = verification.registrationInfo;
  const row = await deps.db.transaction(async (tx) => {
    // One credential, one account: the same id in any firm is refused.
    if ((await passkeys.findByCredentialId(tx, credential.id)).length > 0) {
      throw new AppError(409, 'passkey_exists', 'This passkey is already registered.');
    }
    const inserted = await passkeys.insertPasskey(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: input.name.trim(),
    });
    await auditPasskey(tx, auth, 'auth.passkey_added', inserted, client.ip);
    return inserted;
  });
  await queueFactorChangedMail(deps.jobs ?? null, 'passkey_added', auth.user.id, client);
  return passkeyOut(row);
}

const auditPasskey = (tx: DbOrTx, auth: AuthContext, action: string, row: passkeys.PasskeyRow, ip: string) =>
  recordAudit(tx, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action,
    entityType: 'user',
    entityId: auth.user.id,
    details: { passkey_id: row.id, name: row.name },
    ip,
  });

/** Renames one of the caller's passkeys; another's (or another firm's) is 404. */
export async function renameOwnPasskey(db: Db, auth: AuthContext, id: number, name: string): Promise<Passkey> {
  const row = await passkeys.renamePasskey(db, auth.firm.id, auth.user.id, id, name.trim());
  if (!row) throw notFound('Passkey');
  return passkeyOut(row);
}

/** Removes one of the caller's passkeys; another's (or another firm's) is 404. The user is told by mail. */
export async function removeOwnPasskey(deps: PasskeyDeps, auth: AuthContext, id: number, client: ClientInfo) {
  await deps.db.transaction(async (tx) => {
    const row = await passkeys.deletePasskey(tx, auth.firm.id, auth.user.id, id);
    if (!row) throw notFound('Passkey');
    await auditPasskey(tx, auth, 'auth.passkey_removed', row, client.ip);
  });
  await queueFactorChangedMail(deps.jobs ?? null, 'passkey_removed', auth.user.id, client);
}

/**
 * The options of a passkey sign-in. Without a sign-in challenge, a passwordless one: no credentials named, the
 * authenticator offers the user's discoverable ones. With the challenge of a password sign-in, its second step:
 * that user's passkeys only.
 */
export async function authenticationOptions(deps: PasskeyDeps, signInChallenge: string | undefined) {
  const { rpID } = relyingParty(deps.publicOrigin);
  let owner: { userId: number; lawFirmId: number } | null = null;
  let allowCredentials: { id: string; transports: AuthenticatorTransport[] }[] = [];
  if (signInChallenge !== undefined) {
    const token = await findUserToken(deps.db, signInChallenge, 'mfa_challenge');
    if (!token) throw challengeInvalid();
    owner = { userId: token.user.id, lawFirmId: token.user.lawFirmId };
    const rows = await passkeys.listPasskeys(deps.db, owner.lawFirmId, owner.userId);
    allowCredentials = rows.map((row) => ({ id: row.credentialId, transports: transportsOf(row) }));
  }
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials,
  });
  await passkeys.saveChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'authentication',
    ...(owner ?? {}),
    expiresAt: expiry(),
  });
  return options;
}

/** The passkey a sign-in's response names: for a second step the challenge's user's, else the user handle's. */
function pickPasskey(
  deps: PasskeyDeps,
  rows: passkeys.PasskeyRow[],
  owner: { userId: number; lawFirmId: number } | null,
  handle: string | undefined,
): passkeys.PasskeyRow | null {
  if (owner) return rows.find((row) => row.userId === owner.userId && row.lawFirmId === owner.lawFirmId) ?? null;
  if (!handle) return null;
  return rows.find((row) => userHandle(deps.secrets, row.lawFirmId, row.userId) === handle) ?? null;
}

/**
 * A sign-in with a passkey: alone (passwordless), or as the second step of a password sign-in (`signInChallenge`).
 * Answers the session a password sign-in would; a wrong or replayed answer is 401 and in the user's history.
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  input: PasskeyAuthenticationRequest,
  client: ClientInfo,
): Promise<Session> {
  const response = input.response as unknown as AuthenticationResponseJSON;
  const challenge = clientChallenge(response.response.clientDataJSON);
  const issued = challenge ? await passkeys.takeChallenge(deps.db, challenge, 'authentication') : null;
  // A second step's challenge is its user's; a passwordless one's nobody's: neither stands in for the other.
  if (!issued || (issued.userId !== null) !== (input.challenge !== undefined)) throw challengeExpired(401);
  const { rpID, origins } = relyingParty(deps.publicOrigin);
  const attempt: { user?: { id: number; lawFirmId: number } } = {};
  try {
    return await completeSignIn(deps, client, async (tx) => {
      let owner: { userId: number; lawFirmId: number } | null = null;
      let tokenId: number | null = null;
      if (input.challenge !== undefined) {
        const token = await findUserToken(tx, input.challenge, 'mfa_challenge', true);
        if (!token || token.user.id !== issued.userId || token.user.lawFirmId !== issued.lawFirmId) {
          throw challengeInvalid();
        }
        owner = { userId: token.user.id, lawFirmId: token.user.lawFirmId };
        tokenId = token.tokenId;
      }
      const rows = await passkeys.findByCredentialId(tx, response.id, true);
      const row = pickPasskey(deps, rows, owner, response.response.userHandle);
      if (!row) throw invalidPasskey(401);
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, row.userId), eq(users.lawFirmId, row.lawFirmId)))
        .limit(1);
      if (!user || user.deactivatedAt) throw invalidPasskey(401);
      attempt.user = user;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: issued.challenge,
        expectedOrigin: origins,
        expectedRPID: rpID,
        credential: {
          id: row.credentialId,
          publicKey: isoBase64URL.toBuffer(row.publicKey),
          counter: row.counter,
          transports: transportsOf(row),
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw invalidPasskey(401);
      await passkeys.markPasskeyUsed(tx, row, verification.authenticationInfo.newCounter);
      if (tokenId !== null) await markUserTokenUsed(tx, tokenId);
      return { user, factor: 'passkey' };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'passkey_invalid') {
      await recordFailedSignIn(deps.db, attempt.user ?? null, 'wrong_code', client, 'passkey');
    }
    throw error;
  }
}

/** The user a passkey sign-in's response names, for the per-account limit (null when no passkey is known). */
export async function passkeyUser(db: Db, credentialId: string): Promise<number | null> {
  const [row] = await passkeys.findByCredentialId(db, credentialId);
  return row?.userId ?? null;
}
