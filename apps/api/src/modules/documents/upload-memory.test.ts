/**
 * Three 20 MB documents uploaded at once cost the server far less memory than their 60 MB: each is
 * streamed to disk and from there into storage, never held whole. Memory is sampled while they arrive
 * (live memory, collected before each sample), not timed.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { insertClient } from '../client-records/test-kit.js';
import { PDF_START, streamedUpload } from './streamed-upload.js';

const MB = 1024 * 1024;
const FILE_BYTES = 20 * MB;
const UPLOADS = 3;

let t: TestApp;
let firm: TestFirm;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Heavy Scans LLP');
  const clientId = await insertClient(t, firm.lawFirmId, 'Maria', 'Gonzalez');
  url = `/api/client/${firm.lawFirmId}/${clientId}/documents`;
});
afterAll(() => t.close());

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const inUse = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const upload = () => {
  const body = streamedUpload([{ field: 'documents', filename: 'scan.pdf', start: PDF_START, size: FILE_BYTES }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${firm.admin.token}`, ...body.headers },
    payload: body.payload,
  });
};

it('receives three 20 MB uploads at once with memory growth far below their size', { timeout: 120_000 }, async () => {
  // A first upload loads the code paths (sniffing, storage, the database), which later ones reuse.
  expect((await upload()).statusCode).toBe(201);

  const baseline = inUse();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, inUse());
  }, 500);
  const answers = await Promise.all(Array.from({ length: UPLOADS }, upload));
  clearInterval(sampler);
  peak = Math.max(peak, inUse());

  for (const answer of answers) {
    expect(answer.statusCode).toBe(201);
    expect(answer.json().document.size).toBe(FILE_BYTES);
  }
  // Holding the uploads in memory would add at least 60 MB.
  expect(peak - baseline).toBeLessThan(16 * MB);
});
