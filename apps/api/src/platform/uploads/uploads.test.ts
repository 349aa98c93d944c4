/** The upload slots and the streaming of one file part to disk (no database, no app). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadLimiter } from './limiter.js';
import { receiveStream } from './receive.js';

describe('UploadLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives out `max` slots at once and the next to the longest waiter as one comes back', async () => {
    const limiter = new UploadLimiter(2, 30_000);
    const first = await limiter.acquire();
    await limiter.acquire();
    const order: string[] = [];
    const third = limiter.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = limiter.acquire().then(() => order.push('fourth'));
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(2);
    first();
    first(); // giving a slot back twice frees it once
    (await third)();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(0);
  });

  it('answers 503 uploads_busy to a request that waited its whole time, and forgets it', async () => {
    vi.useFakeTimers();
    const limiter = new UploadLimiter(1, 5_000);
    const held = await limiter.acquire();
    const waiting = limiter.acquire();
    const outcome = waiting.then(
      () => 'granted',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(limiter.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: 503, code: 'uploads_busy' });
    expect(limiter.waiting).toBe(0);
    held();
    expect(limiter.active).toBe(0);
  });

  it('refuses at once when it may not wait, and drops a waiter whose request went away', async () => {
    const impatient = new UploadLimiter(1, 0);
    const held = await impatient.acquire();
    await expect(impatient.acquire()).rejects.toMatchObject({ status: 503, code: 'uploads_busy' });
    held();
    expect(impatient.active).toBe(0);

    const limiter = new UploadLimiter(1, 30_000);
    const release = await limiter.acquire();
    const gone = new AbortController();
    const waiting = limiter.acquire(gone.signal);
    gone.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(limiter.waiting).toBe(0);
    release();
    expect(limiter.active).toBe(0);
  });
});

describe('receiveStream', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-receive-test-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the part to a file with its size, SHA-256 and sniffed type, and a cleaned name', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const chunks = Array.from({ length: Math.ceil(pdf.length / 4096) }, (_, i) =>
      pdf.subarray(i * 4096, (i + 1) * 4096),
    );
    const received = await receiveStream(Readable.from(chunks), {
      dir,
      maxBytes: pdf.length,
      filename: 'contract\u202Efdp.exe',
    });
    expect(received).toMatchObject({
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      contentType: 'application/pdf',
      filename: 'contractfdp.exe',
    });
    expect(fs.readFileSync(received.path).equals(pdf)).toBe(true);
    fs.rmSync(received.path);
  });

  it('stops reading one chunk past the limit, answers 413 and leaves no file', async () => {
    const maxBytes = 4 * 1024 * 1024;
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    // A part that would never end: only the limit stops it.
    const endless = new Readable({
      read() {
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    await expect(receiveStream(endless, { dir, maxBytes, filename: 'big.txt' })).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      extra: { details: { max_bytes: maxBytes } },
    });
    // What was read beyond the limit is what the streams buffer, not the rest of the part.
    expect(pulled).toBeLessThan(maxBytes + 1024 * 1024);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(endless.destroyed).toBe(true);
  });

  it('removes the file when the part fails half-way (a client gone)', async () => {
    const failing = new Readable({ read() {} });
    const receiving = receiveStream(failing, { dir, maxBytes: 1024 * 1024, filename: 'a.pdf' });
    failing.push(Buffer.from('%PDF-1.4\n'));
    failing.push(Buffer.alloc(10_000, 0x20));
    failing.destroy(new Error('the client went away'));
    await expect(receiving).rejects.toThrow('the client went away');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
