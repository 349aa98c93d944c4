/**
 * One file part streamed to a temporary file: counted, hashed (SHA-256) and scanned for its type on the
 * way, so no upload is ever held in memory whole. Past `maxBytes` the stream stops at once (nothing more
 * is read from the client for it) and the file is removed; any failure removes it too.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stripUnsafeCharacters } from '@counsel/domain';
import { ContentScan, fileTooLarge, type ReceivedFile, sniffScannedFile } from '../storage/index.js';

export interface ReceiveOptions {
  /** The folder the temporary file goes in (the request's own). */
  dir: string;
  maxBytes: number;
  /** The 413's message, when the caller has its own ("The logo is larger than 5 MB."). */
  tooLargeMessage?: string;
  filename: string;
}

export async function receiveStream(
  source: NodeJS.ReadableStream & { truncated?: boolean },
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  const filePath = path.join(options.dir, randomUUID());
  const hash = createHash('sha256');
  const scan = new ContentScan();
  const tooLarge = () => fileTooLarge(options.maxBytes, options.tooLargeMessage);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (scan.size + chunk.length > options.maxBytes) return done(tooLarge());
      hash.update(chunk);
      scan.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(filePath, { flags: 'wx' }));
    // The multipart parser's own limit cut the part short: it is too large all the same.
    if (source.truncated) throw tooLarge();
    return {
      path: filePath,
      size: scan.size,
      sha256: hash.digest('hex'),
      contentType: await sniffScannedFile(filePath, scan),
      filename: stripUnsafeCharacters(options.filename),
    };
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}
