/**
 * The checks every OAuth connect flow makes at its two ends. At the start, the browser's cookie nonce
 * is reused while its flow is unfinished (so a second look at an answer does not break the popup already
 * open), else a fresh one is made. At the callback, the state must be signed and unexpired, come back to
 * the browser holding its nonce, and be used only once; then the code may be exchanged with the flow's
 * PKCE verifier.
 */
import type { DbOrTx } from '../../db/client.js';
import type { SecretBox } from '../secrets.js';
import { consumeNonce, isNonceUsed } from './nonce-repository.js';
import {
  codeVerifierOf,
  hashNonce,
  isNonce,
  newNonce,
  type OAuthPurposes,
  type OAuthState,
  readOAuthState,
  STATE_SECONDS,
} from './state.js';

/** The nonce the flow's state is bound to: the browser's own while unused, else a fresh one to set. */
export async function flowNonce(
  db: DbOrTx,
  lawFirmId: number,
  browserNonce: string | undefined,
): Promise<{ nonce: string; fresh: boolean }> {
  if (isNonce(browserNonce) && !(await isNonceUsed(db, lawFirmId, hashNonce(browserNonce)))) {
    return { nonce: browserNonce, fresh: false };
  }
  return { nonce: newNonce(), fresh: true };
}

export type CallbackCheck =
  | { ok: true; state: OAuthState; code: string; codeVerifier: string }
  | { ok: false; detail: string; consumed: boolean };

/** `consumed` tells the route to clear the cookie; `detail` is shown in the popup. */
export async function checkCallback(
  deps: { db: DbOrTx; secrets: SecretBox; publicOrigin: string; purposes: OAuthPurposes },
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  browserNonce: string | undefined,
): Promise<CallbackCheck> {
  const state = readOAuthState(deps.secrets, deps.purposes, query.state);
  if (!state) return { ok: false, detail: 'the request expired or was altered', consumed: false };
  if (!isNonce(browserNonce)) {
    // Also what a browser sees that opened Counsel at another address than APP_URL (cookies are per host).
    return {
      ok: false,
      detail: `this browser did not start it (open Counsel at ${deps.publicOrigin})`,
      consumed: false,
    };
  }
  if (hashNonce(browserNonce) !== state.nonceHash) {
    return { ok: false, detail: 'it was started in another browser or window', consumed: false };
  }
  const first = await consumeNonce(deps.db, {
    lawFirmId: state.firmId,
    userId: state.userId,
    nonceHash: state.nonceHash,
    // Every state bound to this nonce was issued before now, so none outlives this.
    expiresAt: new Date(Date.now() + STATE_SECONDS * 1000),
  });
  if (!first) return { ok: false, detail: 'this request was already used', consumed: true };
  if (query.error || !query.code) {
    const detail = query.error === 'access_denied' ? 'access was denied' : 'no authorization code';
    return { ok: false, detail, consumed: true };
  }
  return { ok: true, state, code: query.code, codeVerifier: codeVerifierOf(deps.secrets, deps.purposes, state) };
}

/**
 * The login endpoint a connect popup opens: the state must be this server's, for the user named in the
 * link, and bound to this browser's nonce; then `providerUrl` says where the browser goes on to (the
 * provider's consent), or why it cannot.
 */
export async function loginTargetOf(
  secrets: SecretBox,
  purposes: OAuthPurposes,
  query: { user_id?: string | undefined; state?: string | undefined },
  browserNonce: string | undefined,
  providerUrl: (state: OAuthState, rawState: string) => string | Promise<string>,
): Promise<{ url: string } | { detail: string }> {
  const state = readOAuthState(secrets, purposes, query.state);
  if (!state || String(state.userId) !== query.user_id) return { detail: 'the request expired or was altered' };
  if (!isNonce(browserNonce) || hashNonce(browserNonce) !== state.nonceHash) {
    return { detail: 'it was started in another browser or window' };
  }
  try {
    return { url: await providerUrl(state, query.state ?? '') };
  } catch (error) {
    return { detail: error instanceof Error ? error.message : 'the service is not set up' };
  }
}
