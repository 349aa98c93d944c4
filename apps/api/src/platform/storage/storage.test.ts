import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage, sniffContentType } from './index.js';

// A real 1x1 PNG, chunk by chunk, with correct CRCs.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};
const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]); // 1x1, 8-bit RGBA
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
  chunk('IEND', Buffer.alloc(0)),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ACCEPT = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const MB = 1024 * 1024;

let dataDir: string;
let storage: FileStorage;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-storage-test-'));
  storage = createFileStorage({ s3: undefined, dataDir });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every file under the storage folder, so a refused upload can be shown to leave nothing behind. */
const storedFiles = (): string[] => {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(root, name)).isFile(),
  );
};

describe('saving', () => {
  it('stores a PNG as image/png, sniffed from the bytes even when it is named .pdf', async () => {
    const stored = await storage.save({
      lawFirmId: 7,
      bytes: PNG,
      originalName: 'passport.pdf',
      maxBytes: MB,
      accept: ACCEPT,
    });
    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG.length, originalName: 'passport.pdf' });
    expect(stored.key).toMatch(/^7\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(path.join(dataDir, 'files', stored.key)).equals(PNG)).toBe(true);
    expect((await storage.read(7, stored.key)).equals(PNG)).toBe(true);
  });

  it('stores a PDF as application/pdf', async () => {
    const stored = await storage.save({ lawFirmId: 7, bytes: PDF, originalName: 'x', maxBytes: MB, accept: ACCEPT });
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.key).toMatch(/\.pdf$/);
  });

  it('refuses bytes of a type that is not accepted with 415, even when named .png, and stores nothing', async () => {
    const before = storedFiles();
    await expect(
      storage.save({ lawFirmId: 7, bytes: PDF, originalName: 'photo.png', maxBytes: MB, accept: ['image/png'] }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_file_type',
      extra: { details: { detected: 'application/pdf', accepted: ['image/png'] } },
    });
    const binary = Buffer.from([0x00, 0x13, 0x37, 0x00, 0xde, 0xad, 0xbe, 0xef, 0x00, 0x01]);
    await expect(
      storage.save({ lawFirmId: 7, bytes: binary, originalName: 'photo.png', maxBytes: MB, accept: ACCEPT }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_file_type',
      extra: { details: { detected: 'unknown' } },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over maxBytes with 413 and stores nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    await expect(
      storage.save({ lawFirmId: 7, bytes: big, originalName: 'big.png', maxBytes: 2048, accept: ACCEPT }),
    ).rejects.toMatchObject({ status: 413, code: 'payload_too_large', extra: { details: { max_bytes: 2048 } } });
    expect(storedFiles()).toEqual(before);
    // Exactly at the limit is fine.
    const exact = await storage.save({
      lawFirmId: 7,
      bytes: PNG,
      originalName: 'a.png',
      maxBytes: PNG.length,
      accept: ACCEPT,
    });
    expect(exact.size).toBe(PNG.length);
  });

  it('refuses an empty file with 400 file_empty', async () => {
    await expect(
      storage.save({ lawFirmId: 7, bytes: Buffer.alloc(0), originalName: 'empty.pdf', maxBytes: MB, accept: ACCEPT }),
    ).rejects.toMatchObject({ status: 400, code: 'file_empty', message: 'The file is empty.' });
  });

  it('stores plain UTF-8 text as text/plain when text is accepted', async () => {
    const text = Buffer.from('Client notes: مرحبا, café, 日本\nLine two.\n', 'utf8');
    const stored = await storage.save({
      lawFirmId: 7,
      bytes: text,
      originalName: 'notes.pdf',
      maxBytes: MB,
      accept: ['text/plain'],
    });
    expect(stored.contentType).toBe('text/plain');
    expect(stored.key).toMatch(/\.txt$/);
    expect((await storage.read(7, stored.key)).toString('utf8')).toBe(text.toString('utf8'));
  });
});

describe('sniffContentType', () => {
  // Latin-1 bytes (not UTF-8, no NUL), short and longer than the 8 KiB sample that is checked.
  const LATIN1 = Buffer.from('Caf\xe9 cr\xe8me br\xfbl\xe9e. ', 'latin1');
  const LONG_LATIN1 = Buffer.concat(Array.from({ length: 600 }, () => LATIN1));

  it('answers text/plain for UTF-8 text, also when a character straddles the end of the sample', async () => {
    expect(await sniffContentType(Buffer.from('hello'))).toBe('text/plain');
    // 8191 ASCII bytes then a three-byte character: the 8 KiB sample ends inside it.
    const long = Buffer.from(`${'a'.repeat(8191)}€ and more text`, 'utf8');
    expect(await sniffContentType(long)).toBe('text/plain');
  });

  it('answers null for bytes that are neither a known type nor UTF-8 text, however long', async () => {
    expect(await sniffContentType(Buffer.from([0x41, 0x80, 0x42, 0x00]))).toBeNull();
    expect(await sniffContentType(LATIN1)).toBeNull();
    expect(LONG_LATIN1.length).toBeGreaterThan(8192);
    expect(await sniffContentType(LONG_LATIN1)).toBeNull();
  });

  it('refuses long non-UTF-8 bytes even where text is accepted', async () => {
    const notText = LONG_LATIN1;
    await expect(
      storage.save({ lawFirmId: 7, bytes: notText, originalName: 'a.txt', maxBytes: MB, accept: ['text/plain'] }),
    ).rejects.toMatchObject({ status: 415, code: 'unsupported_file_type' });
  });
});

describe('sniffContentType: markup and Word', () => {
  const text = (value: string) => Buffer.from(value, 'utf8');

  it('answers image/svg+xml for XML whose root is svg, with or without a declaration, comment or doctype', async () => {
    expect(await sniffContentType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      await sniffContentType(
        text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('answers text/html for HTML, never text/plain, and application/xml for other XML', async () => {
    expect(await sniffContentType(text('<!DOCTYPE html><p>hi'))).toBe('text/html');
    expect(await sniffContentType(text('  <html><body>x</body></html>'))).toBe('text/html');
    expect(await sniffContentType(text('Dear client,\n<script>alert(1)</script>'))).toBe('text/html');
    expect(await sniffContentType(text('<?xml version="1.0"?><note>x</note>'))).toBe('application/xml');
    expect(await sniffContentType(text('Rent is < 1000 and > 500.'))).toBe('text/plain');
  });

  it('answers application/msword only for a compound file holding a WordDocument stream', async () => {
    const cfb = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    expect(await sniffContentType(cfb)).toBe('application/x-cfb');
    Buffer.from('WordDocument', 'utf16le').copy(cfb, 1024);
    expect(await sniffContentType(cfb)).toBe('application/msword');
  });

  it('answers application/rtf for RTF', async () => {
    expect(await sniffContentType(text('{\\rtf1\\ansi Hello}'))).toBe('application/rtf');
  });
});

describe('reading and removing', () => {
  let key: string;
  beforeAll(async () => {
    key = (await storage.save({ lawFirmId: 7, bytes: PNG, originalName: 'p.png', maxBytes: MB, accept: ACCEPT })).key;
  });

  it('answers 404 to another firm reading the key, without touching the file', async () => {
    await expect(storage.read(8, key)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    // A firm whose id is a prefix of another's cannot read it either.
    const firm70 = await storage.save({
      lawFirmId: 70,
      bytes: PNG,
      originalName: 'p.png',
      maxBytes: MB,
      accept: ACCEPT,
    });
    await expect(storage.read(7, firm70.key)).rejects.toMatchObject({ status: 404 });
    await expect(storage.remove(8, key)).rejects.toMatchObject({ status: 404 });
    expect((await storage.read(7, key)).equals(PNG)).toBe(true);
  });

  it('answers 404 to keys that try to leave the firm’s folder', async () => {
    const other = await storage.save({ lawFirmId: 8, bytes: PNG, originalName: 'p.png', maxBytes: MB, accept: ACCEPT });
    const sneaky = [
      `7/../${other.key}`,
      `7/2026/01/../../../${other.key}`,
      '../../../../etc/passwd',
      `7/${'../'.repeat(3)}secrets/jwt.key`,
      `/${key}`,
      `${key}/..`,
    ];
    for (const bad of sneaky) {
      await expect(storage.read(7, bad), bad).rejects.toMatchObject({ status: 404, code: 'not_found' });
      await expect(storage.remove(7, bad), bad).rejects.toMatchObject({ status: 404 });
    }
    expect((await storage.read(8, other.key)).equals(PNG)).toBe(true);
  });

  it('answers 404 for a well-formed key that holds nothing', async () => {
    await expect(storage.read(7, '7/2026/01/00000000-0000-0000-0000-000000000000.png')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('removes a file, after which reading it answers 404', async () => {
    const stored = await storage.save({
      lawFirmId: 7,
      bytes: PDF,
      originalName: 'x.pdf',
      maxBytes: MB,
      accept: ACCEPT,
    });
    await storage.remove(7, stored.key);
    expect(fs.existsSync(path.join(dataDir, 'files', stored.key))).toBe(false);
    await expect(storage.read(7, stored.key)).rejects.toMatchObject({ status: 404 });
    expect((await storage.read(7, key)).equals(PNG)).toBe(true);
  });
});

describe('generated files, streamed', () => {
  it('stores a file from disk under the firm and streams it back; another firm’s read answers 404', async () => {
    const source = path.join(dataDir, 'archive.zip');
    const bytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(3 * MB, 7)]);
    fs.writeFileSync(source, bytes);
    const stored = await storage.saveGenerated({
      lawFirmId: 12,
      filePath: source,
      size: bytes.length,
      contentType: 'application/zip',
      originalName: 'Case closure.zip',
    });
    expect(stored).toMatchObject({
      contentType: 'application/zip',
      size: bytes.length,
      originalName: 'Case closure.zip',
    });
    expect(stored.key).toMatch(/^12\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openStream(12, stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await expect(storage.openStream(13, stored.key)).rejects.toMatchObject({ status: 404 });
    await storage.remove(12, stored.key);
    await expect(storage.openStream(12, stored.key)).rejects.toMatchObject({ status: 404 });
  });
});

describe('probing that the storage takes writes', () => {
  it('writes and removes a probe file, leaving nothing behind', async () => {
    const before = storedFiles();
    await storage.probeWritable();
    expect(storedFiles()).toEqual(before);
  });

  it('throws when the folder cannot be written (a file stands where its folder should be)', async () => {
    const blockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-storage-blocked-'));
    try {
      fs.writeFileSync(path.join(blockedDir, 'files'), 'not a folder');
      await expect(createFileStorage({ s3: undefined, dataDir: blockedDir }).probeWritable()).rejects.toThrow();
    } finally {
      fs.rmSync(blockedDir, { recursive: true, force: true });
    }
  });
});
