/** Closure test helpers: documents written straight to storage, a ZIP read back with yauzl. */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { insertStoredDocument } from '../../modules/documents/records.js';
import type { TestApp } from '../app.js';

export async function addCaseDocument(
  t: TestApp,
  target: { lawFirmId: number; clientId: number; caseId: number; userId: number },
  title: string,
  bytes: Buffer,
  fileName: string,
): Promise<number> {
  const stored = await t.services.storage.save({
    lawFirmId: target.lawFirmId,
    bytes,
    originalName: fileName,
    maxBytes: 200 * 1024 * 1024,
    accept: ['application/pdf', 'text/plain'],
  });
  const row = await insertStoredDocument(
    t.services.db,
    { lawFirmId: target.lawFirmId, clientId: target.clientId, caseId: target.caseId, title, userId: target.userId },
    { storageKey: stored.key, fileName, mimeType: stored.contentType, sizeBytes: stored.size },
  );
  return row.id;
}

/** Every entry of a ZIP with its bytes. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream?: Readable) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}
