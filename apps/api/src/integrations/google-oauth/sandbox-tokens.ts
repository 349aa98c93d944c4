/**
 * A Google sandbox's OAuth codes and tokens (Drive, Calendar: each signs under a purpose of its own): signed, self-contained values (kind, account, expiry), so the
 * sandbox needs no token table. They are worth nothing outside this API's own sandbox. The account is
 * always the one of the signed state the code was issued for (platform/oauth/state.ts), never a posted name.
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../platform/secrets.js';

export type SandboxTokenKind = 'code' | 'access' | 'refresh';
export const SANDBOX_ACCESS_SECONDS = 3600;
const LIFETIME: Record<SandboxTokenKind, number> = { code: 300, access: SANDBOX_ACCESS_SECONDS, refresh: 0 };

interface Claims {
  k: SandboxTokenKind;
  a: string;
  /** Seconds since the epoch; 0 never expires (refresh tokens, until the user disconnects). */
  e: number;
  /** The redirect URI a code was issued for. */
  r?: string;
  /** The PKCE challenge (S256) a code was issued for. */
  c?: string;
  n: string;
}

export interface CodeBinding {
  redirectUri: string;
  challenge: string;
}

export function issueSandboxToken(
  box: SecretBox,
  purpose: string,
  kind: SandboxTokenKind,
  account: string,
  code?: CodeBinding,
) {
  const claims: Claims = {
    k: kind,
    a: account,
    e: LIFETIME[kind] ? Math.floor(Date.now() / 1000) + LIFETIME[kind] : 0,
    n: randomBytes(8).toString('base64url'),
    ...(code ? { r: code.redirectUri, c: code.challenge } : {}),
  };
  return box.sign(purpose, Buffer.from(JSON.stringify(claims)).toString('base64url'));
}

/** A valid, unexpired token of that kind: its account (and, for a code, what it was issued for); else null. */
export function readSandboxToken(
  box: SecretBox,
  purpose: string,
  kind: SandboxTokenKind,
  token: string,
): { account: string; redirectUri?: string; challenge?: string } | null {
  const value = box.verify(purpose, token);
  if (!value) return null;
  try {
    const claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Claims;
    if (claims.k !== kind || typeof claims.a !== 'string') return null;
    if (claims.e && claims.e < Date.now() / 1000) return null;
    return {
      account: claims.a,
      ...(claims.r ? { redirectUri: claims.r } : {}),
      ...(claims.c ? { challenge: claims.c } : {}),
    };
  } catch {
    return null;
  }
}
