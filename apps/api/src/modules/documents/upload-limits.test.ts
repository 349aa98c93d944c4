/**
 * Uploads are streamed to disk under a per-process cap: a file over the limit is cut off at the limit
 * (413, nothing stored, no temporary file), a client that goes away mid-upload leaves nothing behind,
 * and a request beyond the cap answers 503 with Retry-After. This app allows one upload at a time and
 * no waiting, so the cap shows without timing anything.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { insertClient } from '../../test/kits/client-records.js';
import { PDF_START, type StreamedFile, streamedUpload } from './streamed-upload.js';

const MB = 1024 * 1024;
let t: TestApp;
let firm: TestFirm;
let clientId: number;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_CONCURRENCY: '1', UPLOAD_WAIT_SECONDS: '0' } });
  firm = await registerFirm(t, 'Streaming Uploads LLP');
  clientId = await insertClient(t, firm.lawFirmId, 'Lina', 'Haddad');
  url = `/api/client/${firm.lawFirmId}/${clientId}/documents`;
});
afterAll(() => t.close());

/** Every file and folder under `root` (none when it does not exist). */
function entriesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true }) as string[];
}
const tempEntries = () => entriesUnder(t.services.uploads.tmpDir);
const storedFiles = () =>
  entriesUnder(path.join(t.dataDir, 'files')).filter((name) =>
    fs.statSync(path.join(t.dataDir, 'files', name)).isFile(),
  );

// Waiting on what the server does after answering (or after a client left) is polled, with room for a
// busy machine: nothing here is timed.
const eventually = { timeout: 120_000, interval: 20 };

/** Nothing of an upload is left: no temporary file or folder, and its slot is free again. */
async function allCleanedUp() {
  await vi.waitFor(() => {
    expect(tempEntries()).toEqual([]);
    expect(t.services.uploads.limiter.active).toBe(0);
  }, eventually);
}

const pdf = (size: number, filename = 'scan.pdf'): StreamedFile => ({
  field: 'documents',
  filename,
  start: PDF_START,
  size,
});

function inject(upload: ReturnType<typeof streamedUpload>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${firm.admin.token}`, ...upload.headers },
    payload: upload.payload,
  });
}

const documentCount = async () =>
  (await t.call('GET', `/api/client/${clientId}/general-documents`, { token: firm.admin.token })).body.total;

describe('a file over the limit', () => {
  it('is cut off at the limit: 413, no more of the body read than needed, nothing stored, no temporary file', async () => {
    const stored = storedFiles();
    const before = await documentCount();
    // A first file that fits, then one far over: the first must not be kept either.
    const upload = streamedUpload([pdf(MB, 'fits.pdf'), pdf(DOCUMENT_MAX_BYTES + 20 * MB, 'huge.pdf')]);
    const res = await inject(upload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', details: { max_bytes: DOCUMENT_MAX_BYTES } });
    expect(res.headers.connection).toBe('close');
    expect(upload.pulled()).toBeLessThan(MB + DOCUMENT_MAX_BYTES + 2 * MB);
    await allCleanedUp();
    expect(storedFiles()).toEqual(stored);
    expect(await documentCount()).toBe(before);
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no temporary file, no stored file and no document, and frees its slot', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stored = storedFiles();
    const before = await documentCount();
    const upload = streamedUpload([pdf(10 * MB)], { holdAfter: 3 * MB });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: { authorization: `Bearer ${firm.admin.token}`, ...upload.headers },
    });
    const failed = new Promise<void>((resolve) => request.on('error', () => resolve()));
    upload.payload.pipe(request);
    // The upload is arriving: its temporary file holds the first megabytes.
    await vi.waitFor(() => {
      const files = tempEntries().filter((name) => fs.statSync(path.join(t.services.uploads.tmpDir, name)).isFile());
      expect(files).toHaveLength(1);
      expect(fs.statSync(path.join(t.services.uploads.tmpDir, files[0]!)).size).toBeGreaterThan(MB);
    }, eventually);
    request.destroy();
    await failed;
    await allCleanedUp();
    expect(storedFiles()).toEqual(stored);
    expect(await documentCount()).toBe(before);
  });
});

describe('the cap on concurrent uploads', () => {
  it('answers 503 uploads_busy with Retry-After beyond it, and takes uploads again once a slot is free', async () => {
    await allCleanedUp();
    const first = streamedUpload([pdf(4 * MB)], { holdAfter: 2 * MB });
    const arriving = inject(first);
    await vi.waitFor(() => expect(t.services.uploads.limiter.active).toBe(1), eventually);

    const second = await inject(streamedUpload([pdf(MB)]));
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('10');
    expect(second.headers.connection).toBe('close');
    expect(second.json()).toMatchObject({ code: 'uploads_busy', message: expect.any(String) });

    first.resume();
    expect((await arriving).statusCode).toBe(201);
    await allCleanedUp();
    const third = await inject(streamedUpload([pdf(MB)]));
    expect(third.statusCode).toBe(201);
    await allCleanedUp();
  });

  it('takes no slot for a body without files', async () => {
    const res = await t.call('POST', url, { token: firm.admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(t.services.uploads.limiter.active).toBe(0);
  });
});
