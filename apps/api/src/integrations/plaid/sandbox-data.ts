/**
 * The sandbox's banks and accounts: Plaid's own sandbox institutions, with stable ids so a linked
 * account stays the same account from one exchange to the next. Tokens carry the institution they
 * were made for (and link tokens their user, signed), so the sandbox keeps no state of its own.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SecretBox } from '../../platform/secrets.js';

export interface SandboxAccount {
  suffix: string;
  name: string;
  officialName: string;
  mask: string;
  subtype: 'checking' | 'savings';
}

export interface SandboxInstitution {
  id: string;
  name: string;
  country: 'US' | 'GB';
  accounts: SandboxAccount[];
}

const checking = (mask: string): SandboxAccount => ({
  suffix: 'checking',
  name: 'Plaid Checking',
  officialName: 'Plaid Gold Standard 0% Interest Checking',
  mask,
  subtype: 'checking',
});
const savings = (mask: string): SandboxAccount => ({
  suffix: 'savings',
  name: 'Plaid Saving',
  officialName: 'Plaid Silver Standard 0.1% Interest Saving',
  mask,
  subtype: 'savings',
});

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'ins_109508', name: 'First Platypus Bank', country: 'US', accounts: [checking('0000'), savings('1111')] },
  { id: 'ins_109509', name: 'First Gingham Credit Union', country: 'US', accounts: [checking('2222')] },
  { id: 'ins_109510', name: 'Tattersall Federal Credit Union', country: 'US', accounts: [checking('3333')] },
  { id: 'ins_109512', name: 'Houndstooth Bank', country: 'GB', accounts: [checking('4444'), savings('5555')] },
];

export const sandboxInstitution = (id: string) => SANDBOX_INSTITUTIONS.find((i) => i.id === id);

export const sandboxAccountId = (institutionId: string, suffix: string) =>
  `acc-sandbox-${createHash('sha256').update(`${institutionId}:${suffix}`).digest('hex').slice(0, 24)}`;

export const sandboxItemId = (institutionId: string) => `item-sandbox-${institutionId}`;
export const sandboxAccessToken = (institutionId: string) => `access-sandbox-${institutionId}`;
export const sandboxPublicToken = (institutionId: string) => `public-sandbox-${institutionId}-${randomUUID()}`;

const LINK_PURPOSE = 'plaid-sandbox-link-token';
/** Plaid's link tokens live 4 hours. */
export const LINK_TOKEN_SECONDS = 4 * 60 * 60;

/**
 * A link token: signed by this server, naming the user the app asked for it for and when it expires,
 * so the Link page and its bank choice work only within a session the API started for a signed-in user.
 */
export function issueSandboxLinkToken(box: SecretBox, clientUserId: string): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor(Date.now() / 1000) + LINK_TOKEN_SECONDS;
  const claims = { u: clientUserId, e: expiresAt, n: randomUUID() };
  const token = box.sign(LINK_PURPOSE, Buffer.from(JSON.stringify(claims)).toString('base64url'));
  return { token: `link-sandbox-${token}`, expiresAt: new Date(expiresAt * 1000) };
}

/** The user of a link token this server issued and that has not expired; else null. */
export function readSandboxLinkToken(box: SecretBox, token: unknown): { clientUserId: string } | null {
  if (typeof token !== 'string' || !token.startsWith('link-sandbox-') || token.length > 500) return null;
  const value = box.verify(LINK_PURPOSE, token.slice('link-sandbox-'.length));
  if (!value) return null;
  try {
    const claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { u: string; e: number };
    return typeof claims.e === 'number' && claims.e > Date.now() / 1000 ? { clientUserId: claims.u } : null;
  } catch {
    return null;
  }
}

/** The institution a sandbox token was made for, or undefined when the token is not the sandbox's. */
export function institutionOfToken(token: string, kind: 'public' | 'access'): SandboxInstitution | undefined {
  const match = new RegExp(`^${kind}-sandbox-(ins_\\d+)`).exec(token);
  return match ? sandboxInstitution(match[1]!) : undefined;
}
