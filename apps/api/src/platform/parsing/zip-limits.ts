/**
 * ZIP containers (Word .docx files) checked before a parser unpacks them. `assertZipWithinLimits`
 * reads only the central directory (microseconds, in the request thread) and refuses a file whose
 * declared parts are too many, too large together or too compressed. A directory can lie, so
 * `verifyZipSizes`, run in a parser worker before the parse, unpacks every part and stops at the first
 * byte past what the directory declared (yauzl checks each part against its declared size).
 */
import { FILE_LIMITS } from '@counsel/domain';
import yauzl from 'yauzl';
import { fileTooComplex } from './errors.js';

const limits = FILE_LIMITS.zip;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/** Every entry of the directory, in order, stopping early when `visit` throws. */
async function eachEntry(zip: yauzl.ZipFile, visit: (entry: yauzl.Entry) => Promise<void> | void): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      Promise.resolve()
        .then(() => visit(entry))
        .then(() => zip.readEntry(), reject);
    });
    zip.readEntry();
  });
}

/**
 * Refuses (422 file_too_complex) a ZIP whose directory declares more parts, more unpacked bytes or a
 * higher compression ratio than FILE_LIMITS.zip allows. Throws yauzl's own error for bytes that are
 * not a readable ZIP (the caller treats the file as unreadable).
 */
export async function assertZipWithinLimits(bytes: Buffer): Promise<void> {
  const zip = await openZip(bytes);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw fileTooComplex('zip_entries', { entries: zip.entryCount, max_entries: limits.maxEntries });
    }
    let total = 0;
    await eachEntry(zip, (entry) => {
      total += entry.uncompressedSize;
      if (total > limits.maxUnpackedBytes) {
        throw fileTooComplex('zip_unpacked_size', { max_unpacked_bytes: limits.maxUnpackedBytes });
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio) {
        throw fileTooComplex('zip_ratio', { ratio: Math.round(ratio), max_ratio: limits.maxRatio });
      }
    });
  } finally {
    zip.close();
  }
}

/**
 * Unpacks every part and throws (422 file_too_complex) as soon as one yields more bytes than the
 * directory declared, or all of them more than the limit: what a parser then unpacks is bounded by the
 * directory that assertZipWithinLimits accepted. The bytes are counted and dropped.
 */
export async function verifyZipSizes(bytes: Buffer): Promise<void> {
  const zip = await openZip(bytes);
  let total = 0;
  try {
    await eachEntry(zip, async (entry) => {
      if (entry.fileName.endsWith('/')) return;
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
      );
      try {
        for await (const chunk of stream) {
          total += (chunk as Buffer).length;
          if (total > limits.maxUnpackedBytes) {
            throw fileTooComplex('zip_unpacked_size', { max_unpacked_bytes: limits.maxUnpackedBytes });
          }
        }
      } catch (error) {
        // yauzl's "too many bytes in the stream": the part unpacks to more than its directory entry says.
        if (error instanceof Error && /bytes in the stream/.test(error.message)) {
          throw fileTooComplex('zip_sizes_misdeclared');
        }
        throw error;
      }
    });
  } finally {
    zip.close();
  }
}
