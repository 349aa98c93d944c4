/**
 * Three 20 MB documents uploaded at once cost the server far less memory than their 60 MB: each is
 * streamed to disk and from there into storage, never held whole. Memory is sampled as they arrive,
 * each time another 4 MB of a body was read (live memory, collected before each sample); nothing is timed.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { insertClient } from '../../test/kits/client-records.js';
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

let peak = 0;
const sample = () => {
  peak = Math.max(peak, inUse());
};

const upload = () => {
  const file = { field: 'documents', filename: 'scan.pdf', start: PDF_START, size: FILE_BYTES };
  const body = streamedUpload([file], { progress: { every: 4 * MB, call: sample } });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${firm.admin.token}`, ...body.headers },
    payload: body.payload,
  });
};

it('receives three 20 MB uploads at once with memory growth far below their size', async () => {
  // A first upload loads the code paths (sniffing, storage, the database), which later ones reuse.
  expect((await upload()).statusCode).toBe(201);

  const baseline = inUse();
  peak = baseline;
  const answers = await Promise.all(Array.from({ length: UPLOADS }, upload));
  sample();

  for (const answer of answers) {
    expect(answer.statusCode).toBe(201);
    expect(answer.json().document.size).toBe(FILE_BYTES);
  }
  // Holding the uploads in memory would add at least 60 MB.
  expect(peak - baseline).toBeLessThan(16 * MB);
});
