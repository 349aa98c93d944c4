import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveEncryptionKey, SecretBox } from './secrets.js';

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips a secret, with a fresh IV each time', () => {
    const sealed = box.encrypt('1//refresh-token');
    expect(sealed).not.toContain('refresh');
    expect(box.decrypt(sealed)).toBe('1//refresh-token');
    expect(box.encrypt('1//refresh-token')).not.toBe(sealed);
  });

  it('refuses tampered text and text sealed under another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => box.decrypt([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('signs values so that a changed value or signature is refused', () => {
    const signed = box.sign('purpose', 'abc');
    expect(box.verify('purpose', signed)).toBe('abc');
    expect(box.verify('other', signed)).toBeNull();
    expect(box.verify('purpose', signed.replace('abc', 'abd'))).toBeNull();
  });

  it('keeps a generated key under the data directory when none is configured', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-secrets-'));
    const first = resolveEncryptionKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(resolveEncryptionKey(undefined, dir).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
