/**
 * The OAuth `state` of a connect flow (Google Drive, Google Calendar, ...): an HMAC-signed value the API
 * issues to the signed-in user who starts the flow. It names the firm and the user (the callback stores
 * the connection for them, and a sandbox takes its account from them: never from a posted name), carries
 * the hash of the browser's single-use cookie nonce (so only that browser can finish the flow, once), and
 * the PKCE challenge of the flow (so a code issued for another flow cannot be brought to this one's
 * callback). Each service signs with purposes of its own, so one service's state is nothing to another.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../secrets.js';

/** How long a started flow may take (the consent page, the callback). */
export const STATE_SECONDS = 15 * 60;

/** The purposes a service's states and PKCE verifiers are signed for. */
export interface OAuthPurposes {
  state: string;
  verifier: string;
}

export interface OAuthState {
  /** Random per flow: the PKCE verifier is derived from it. */
  id: string;
  firmId: number;
  userId: number;
  /** The signed-in user's address, shown on a sandbox's consent page. */
  email: string;
  /** SHA-256 (base64url) of the cookie nonce of the browser that started the flow. */
  nonceHash: string;
  /** The S256 PKCE challenge of this flow. */
  challenge: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

interface Claims {
  i: string;
  f: number;
  u: number;
  m: string;
  n: string;
  c: string;
  e: number;
}

export const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A fresh cookie nonce (32 random bytes, base64url). */
export const newNonce = () => randomBytes(32).toString('base64url');
export const isNonce = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** The flow's PKCE code verifier: derived from the state's id with the server's key, never sent before the exchange. */
export const codeVerifierOf = (box: SecretBox, purposes: OAuthPurposes, state: Pick<OAuthState, 'id'>) =>
  box.mac(purposes.verifier, state.id);

export function issueOAuthState(
  box: SecretBox,
  purposes: OAuthPurposes,
  input: { firmId: number; userId: number; email: string; nonce: string },
): { state: string; codeChallenge: string } {
  const id = randomBytes(16).toString('base64url');
  const challenge = s256(codeVerifierOf(box, purposes, { id }));
  const claims: Claims = {
    i: id,
    f: input.firmId,
    u: input.userId,
    m: input.email,
    n: hashNonce(input.nonce),
    c: challenge,
    e: Math.floor(Date.now() / 1000) + STATE_SECONDS,
  };
  const state = box.sign(purposes.state, Buffer.from(JSON.stringify(claims)).toString('base64url'));
  return { state, codeChallenge: challenge };
}

/** The state's claims when this server signed it for these purposes and it has not expired; else null. */
export function readOAuthState(box: SecretBox, purposes: OAuthPurposes, state: unknown): OAuthState | null {
  if (typeof state !== 'string' || state.length > 2000) return null;
  const value = box.verify(purposes.state, state);
  if (!value) return null;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Claims;
  } catch {
    return null;
  }
  if (typeof claims.e !== 'number' || claims.e < Date.now() / 1000) return null;
  return {
    id: claims.i,
    firmId: claims.f,
    userId: claims.u,
    email: claims.m,
    nonceHash: claims.n,
    challenge: claims.c,
    expiresAt: claims.e,
  };
}

/** Whether a code verifier answers a challenge (S256). */
export const verifierMatches = (verifier: unknown, challenge: string) =>
  typeof verifier === 'string' && verifier.length >= 43 && s256(verifier) === challenge;
