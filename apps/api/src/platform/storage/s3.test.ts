/**
 * The S3 storage against a real S3-compatible server (s3rver, on a free local port, its bucket in a temp folder),
 * through the same `@aws-sdk/client-s3` client production uses: upload from disk and from bytes, a streamed
 * download, ranged reads, deletion, and a 30 MiB file that goes up and comes back without the process holding it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import { createS3BlobStore } from './s3.js';
import { FileStorage } from './storage.js';

const BUCKET = 'counsel-test';
const FIRM = 7;
const MB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
const PDF_TAIL = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let dir: string;
let server: S3rver;
let config: S3Config;
let client: S3Client;
let storage: FileStorage;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-s3-test-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 'bucket'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  config = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = new FileStorage(createS3BlobStore(config));
  client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A PDF of `size` bytes on disk (random bytes between its head and tail), written in 1 MiB pieces. */
async function pdfFile(name: string, size: number): Promise<{ path: string; sha256: string }> {
  const file = path.join(dir, name);
  const hash = createHash('sha256');
  const out = fs.createWriteStream(file);
  const write = (bytes: Buffer) => {
    hash.update(bytes);
    return out.write(bytes) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  };
  await write(PDF_HEAD);
  for (let left = size - PDF_HEAD.length - PDF_TAIL.length; left > 0; left -= MB) {
    await write(randomBytes(Math.min(MB, left)));
  }
  await write(PDF_TAIL);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { path: file, sha256: hash.digest('hex') };
}

async function receivedPdf(name: string, size: number) {
  const file = await pdfFile(name, size);
  return { path: file.path, size, sha256: file.sha256, contentType: 'application/pdf', filename: name };
}

/** Reads a stream to its end, keeping only its length and SHA-256 (never its bytes). */
async function digestOf(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));

describe('S3 storage against an S3-compatible server', () => {
  it('stores an upload from disk with its type and length, streams it back whole and in ranges, then deletes it', async () => {
    const file = await receivedPdf('small.pdf', 256 * 1024);
    const stored = await storage.saveReceived({ lawFirmId: FIRM, file, maxBytes: MB, accept: ['application/pdf'] });
    expect(stored.key.startsWith(`${FIRM}/`)).toBe(true);

    const object = await head(stored.key);
    expect(object.ContentLength).toBe(file.size);
    expect(object.ContentType).toBe('application/pdf');
    // When it was stored, for the orphan sweep's grace (ops/orphan-files.ts).
    expect((await storage.store.lastModified(stored.key))?.getTime()).toBe(object.LastModified?.getTime());

    expect(await digestOf(await storage.openStream(FIRM, stored.key))).toEqual({
      size: file.size,
      sha256: file.sha256,
    });
    const whole = fs.readFileSync(file.path);
    expect((await storage.read(FIRM, stored.key)).equals(whole)).toBe(true);

    // Ranges as HTTP counts them: both ends included; one past the end stops at the last byte.
    expect((await bytesOf(await storage.openStream(FIRM, stored.key, { start: 0, end: 7 }))).toString()).toBe(
      '%PDF-1.4',
    );
    const middle = await bytesOf(await storage.openStream(FIRM, stored.key, { start: 1000, end: 70_999 }));
    expect(middle.equals(whole.subarray(1000, 71_000))).toBe(true);
    const tail = await bytesOf(
      await storage.openStream(FIRM, stored.key, { start: file.size - 6, end: file.size + 100 }),
    );
    expect(tail.toString()).toBe('%%EOF\n');
    await expect(storage.openStream(FIRM, stored.key, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeError);

    // Another firm's read never reaches the bucket.
    await expect(storage.openStream(FIRM + 1, stored.key)).rejects.toMatchObject({ status: 404 });

    await storage.remove(FIRM, stored.key);
    await expect(head(stored.key)).rejects.toMatchObject({ name: 'NotFound' });
    expect(await storage.store.lastModified(stored.key)).toBeNull();
    await expect(storage.openStream(FIRM, stored.key)).rejects.toMatchObject({ status: 404 });
    await expect(storage.read(FIRM, stored.key)).rejects.toMatchObject({ status: 404 });
  });

  it('stores bytes, and the readiness probe writes and removes its file under health/', async () => {
    const bytes = Buffer.concat([PDF_HEAD, Buffer.from('notes'), PDF_TAIL]);
    const stored = await storage.save({
      lawFirmId: FIRM,
      bytes,
      originalName: 'a.pdf',
      maxBytes: MB,
      accept: ['application/pdf'],
    });
    expect((await storage.read(FIRM, stored.key)).equals(bytes)).toBe(true);

    await storage.probeWritable();
    const probes = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'health/' }));
    expect(probes.KeyCount ?? 0).toBe(0);
  });

  it('moves a 30 MiB file up and back down streamed, the process memory growing by far less than the file', async () => {
    const size = 30 * MB;
    const file = await receivedPdf('large.pdf', size);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const stored = await storage.saveReceived({
        lawFirmId: FIRM,
        file,
        maxBytes: 40 * MB,
        accept: ['application/pdf'],
      });
      expect((await head(stored.key)).ContentLength).toBe(size);
      expect(await digestOf(await storage.openStream(FIRM, stored.key))).toEqual({ size, sha256: file.sha256 });
      // A download to disk, as a ZIP of a case's files is written.
      const copy = path.join(dir, 'copy.pdf');
      await pipeline(await storage.openStream(FIRM, stored.key), fs.createWriteStream(copy));
      expect(fs.statSync(copy).size).toBe(size);
      await storage.remove(FIRM, stored.key);
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // The S3 server runs in this process too, so its buffers count; neither side may hold the file whole.
    expect((peak - before) / MB).toBeLessThan(size / MB / 2);
  });
});
