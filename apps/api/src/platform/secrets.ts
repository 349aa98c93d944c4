/**
 * Secrets kept in the database (Google refresh tokens) are encrypted at rest with AES-256-GCM, so a
 * copy of the database alone does not hand out access to anyone's Drive. The key comes from
 * ENCRYPTION_KEY, or (on a laptop) from a file created once under the data directory, like the JWT secret.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The encryption key must be 32 bytes (AES-256)');
    this.key = key;
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a fresh IV every time. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the text was not made by this key (tampered, or another key). */
  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not an encrypted secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url').subarray(0, TAG_BYTES));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** An HMAC under a key derived for `purpose`, for short signed values (OAuth state, sandbox tokens). */
  sign(purpose: string, value: string): string {
    return `${value}.${this.mac(purpose, value)}`;
  }

  /**
   * The HMAC alone (base64url, 43 characters): a secret derived from this key, e.g. a sandbox's client
   * secret or an OAuth code verifier, that only a holder of the key can compute again.
   */
  mac(purpose: string, value: string): string {
    const key = createHmac('sha256', this.key).update(purpose).digest();
    return createHmac('sha256', key).update(value).digest().toString('base64url');
  }

  /** The value of a `sign` result, or null when its signature does not match. */
  verify(purpose: string, signed: string): string | null {
    const dot = signed.lastIndexOf('.');
    if (dot < 0) return null;
    const expected = Buffer.from(this.sign(purpose, signed.slice(0, dot)));
    const given = Buffer.from(signed);
    return expected.length === given.length && timingSafeEqual(expected, given) ? signed.slice(0, dot) : null;
  }
}

export function resolveEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'secrets', 'encryption.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
