/**
 * The sandbox's OAuth codes and tokens: signed, self-contained values (kind, account, expiry), so the
 * sandbox needs no token table. They are worth nothing outside this API's own sandbox.
 */
import type { SecretBox } from '../../platform/secrets.js';

const PURPOSE = 'google-drive-sandbox';
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
  n: string;
}

export function issueSandboxToken(box: SecretBox, kind: SandboxTokenKind, account: string, redirectUri?: string) {
  const claims: Claims = {
    k: kind,
    a: account,
    e: LIFETIME[kind] ? Math.floor(Date.now() / 1000) + LIFETIME[kind] : 0,
    n: Math.random().toString(36).slice(2, 10),
    ...(redirectUri ? { r: redirectUri } : {}),
  };
  return box.sign(PURPOSE, Buffer.from(JSON.stringify(claims)).toString('base64url'));
}

/** The account of a valid, unexpired token of that kind (and redirect URI, for codes), else null. */
export function readSandboxToken(box: SecretBox, kind: SandboxTokenKind, token: string, redirectUri?: string) {
  const value = box.verify(PURPOSE, token);
  if (!value) return null;
  try {
    const claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Claims;
    if (claims.k !== kind) return null;
    if (claims.e && claims.e < Date.now() / 1000) return null;
    if (kind === 'code' && claims.r !== redirectUri) return null;
    return claims.a;
  } catch {
    return null;
  }
}
