/**
 * A case holding 100 MB of documents closes as a ZIP without holding them in memory: the archive streams
 * each file from storage into a file on disk. Memory is sampled while it works (not timed).
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documents, documentVersions } from '../../../db/schema/index.js';
import { type CaseWorkKit, caseWorkKit, openCase } from '../../../test/kits/case-tasks.js';
import * as documentRepo from '../../documents/repository.js';

const FILES = 10;
const FILE_BYTES = 10 * 1024 * 1024;

let kit: CaseWorkKit;
beforeAll(async () => {
  kit = await caseWorkKit();
});
afterAll(() => kit.t.close());

// Live memory, not garbage waiting for a collection: the sampler collects before it reads.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const inUse = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

it('archives a 100 MB case with memory growth far below the archive’s size', async () => {
  const opened = await openCase(kit, { title: 'A heavy case' });
  const caseId = opened.body.id as number;
  const lawFirmId = kit.firm.lawFirmId;
  // The documents go straight into storage from disk, as a large upload would have left them.
  const scratch = path.join(tmpdir(), `counsel-heavy-${randomBytes(4).toString('hex')}`);
  await writeFile(scratch, randomBytes(FILE_BYTES));
  for (let n = 1; n <= FILES; n += 1) {
    const stored = await kit.t.services.storage.saveGenerated({
      lawFirmId,
      filePath: scratch,
      size: FILE_BYTES,
      contentType: 'application/pdf',
      originalName: `scan-${n}.pdf`,
    });
    await documentRepo.insertDocument(
      kit.t.services.db,
      { lawFirmId, clientId: kit.client.clientId, caseId, title: `Scan ${n}`, userId: kit.firm.admin.id },
      { storageKey: stored.key, fileName: `scan-${n}.pdf`, mimeType: 'application/pdf', sizeBytes: FILE_BYTES },
    );
  }
  await rm(scratch, { force: true });
  // A first export loads the report's fonts and warms the database, which later exports reuse.
  const warm = await openCase(kit, { title: 'A light case' });
  await kit.t.app.inject({
    method: 'POST',
    url: `/api/case/${warm.body.id}/closure`,
    headers: { authorization: `Bearer ${kit.firm.admin.token}` },
    payload: { option: 'zip', type: 'email', email: kit.firm.admin.email, subject: 'Your case files' },
  });

  const baseline = inUse();
  let peak = baseline;
  // A sample is a full collection, which takes a tenth of a second or more with the embedded database's heap:
  // the next one is planned only after the last has ended, with the export's own work in between. Sampling at a
  // fixed interval shorter than a collection would leave the export no turn (minutes instead of seconds).
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => {
    peak = Math.max(peak, inUse());
    sampler = setTimeout(sample, 250);
  };
  sampler = setTimeout(sample, 250);
  const res = await kit.t.app.inject({
    method: 'POST',
    url: `/api/case/${caseId}/closure`,
    headers: { authorization: `Bearer ${kit.firm.admin.token}` },
    payload: { option: 'zip', type: 'email', email: kit.firm.admin.email, subject: 'Your case files' },
  });
  clearTimeout(sampler);
  peak = Math.max(peak, inUse());
  expect(res.statusCode).toBe(201);

  // The archive really holds the 100 MB: it is stored as the case's closure document.
  const [archive] = await kit.t.services.db
    .select({ size: documentVersions.sizeBytes })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(eq(documents.id, res.json().document_id));
  expect(archive!.size).toBeGreaterThan(FILES * FILE_BYTES);
  // Holding the documents (or the archive) in memory would add at least 100 MB.
  expect(peak - baseline).toBeLessThan(40 * 1024 * 1024);
});
