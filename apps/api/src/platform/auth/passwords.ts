import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id with OWASP's recommended minimums (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time. Hashing is pure CPU work, so more at once only waits longer
 * for the same cores while holding 19 MiB each: a burst of sign-ins (npm run bench: 50 at once)
 * otherwise raised the server's memory by about 85 MB instead of about 45.
 */
const hashing = pLimit(Math.max(1, os.availableParallelism()));

/**
 * The hashes one process runs at once: the API's processes share the host's cores (services.ts gives each
 * cores ÷ processes). Two processes of two hashes each on two cores ran sign-ins 15 % slower than one process.
 */
export function setHashingSlots(slots: number): void {
  hashing.concurrency = Math.max(1, Math.floor(slots));
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

const verifyHash = (passwordHash: string, password: string) =>
  hashing(() => verify(passwordHash, password)).catch(() => false);

/** A hash to verify against when the email is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verifyHash(await decoyHash, password);
    return false;
  }
  return verifyHash(passwordHash, password);
}
