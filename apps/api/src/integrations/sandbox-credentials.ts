/**
 * The sandboxes' client credentials (DESIGN §5). A sandbox stands in for an outside service, and the
 * real client authenticates to it as it would to the vendor; its secret is derived from this server's
 * own key (ENCRYPTION_KEY), so it is written nowhere and only this server's processes can use it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../platform/secrets.js';

export type SandboxService = 'google-drive' | 'google-calendar' | 'microsoft' | 'plaid' | 'ai' | 'uscis';

export const sandboxSecret = (secrets: SecretBox, service: SandboxService): string =>
  secrets.mac('sandbox-client-secret', service);

/** Compares in constant time; anything but a string is no match. */
export function matchesSandboxSecret(secrets: SecretBox, service: SandboxService, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(sandboxSecret(secrets, service));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
