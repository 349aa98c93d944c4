/** The closure ZIP stops at its cap whatever the recorded sizes said, and lets go of its half-written file. */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { readZip } from '../../../test/kits/case-closure.js';
import { writeCaseArchive } from './archive.js';

const manifest = {
  case: { id: 1, title: 'A case' },
  client: { id: 2, full_name: 'Maria Gomez' },
  generated_at: new Date(0).toISOString(),
  language: 'en' as const,
  left_out_sections: [],
};
const report = { name: 'report.pdf', title: 'Report', pdf: Buffer.from('%PDF-1.4\n%%EOF\n') };
const entry = (title: string, bytes: Buffer) => ({
  folder: 'documents' as const,
  title,
  fileName: `${title}.bin`,
  open: async () => Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]),
});
class TooLarge extends Error {}

it('writes every file while they fit, and stops with tooLarge once the bytes pass the cap', async () => {
  const target = path.join(tmpdir(), `counsel-archive-${randomBytes(4).toString('hex')}.zip`);
  try {
    const fits = [entry('one', randomBytes(40)), entry('two', randomBytes(60))];
    await writeCaseArchive(target, report, fits, manifest, { maxBytes: 100, tooLarge: () => new TooLarge() });
    expect([...(await readZip(await readFile(target))).keys()]).toEqual([
      'report/report.pdf',
      'documents/one.bin',
      'documents/two.bin',
      'manifest.json',
    ]);

    const over = [entry('one', randomBytes(40)), entry('two', randomBytes(61))];
    await expect(
      writeCaseArchive(target, report, over, manifest, { maxBytes: 100, tooLarge: () => new TooLarge() }),
    ).rejects.toBeInstanceOf(TooLarge);
  } finally {
    await rm(target, { force: true });
  }
});
