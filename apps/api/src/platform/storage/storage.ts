/**
 * File storage. Callers hand over bytes, or an upload already received to a temporary file, with the
 * limits of their upload (size, accepted types); the stored type is sniffed from the bytes, never taken
 * from the name or the browser. Keys start with the firm's id, and reads check that prefix, so one firm
 * cannot read another's file.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { extensionOfType, stripUnsafeCharacters } from '@counsel/domain';
import { AppError } from '../errors.js';
import { sniffContentType } from './sniff.js';

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  /** The sender's name, cleaned of control and bidirectional-override characters. */
  originalName: string;
  /**
   * SHA-256 of the bytes, hex, of what was uploaded or handed over as bytes (not of generated files):
   * recorded in the audit trail, so which bytes were received can be shown later.
   */
  sha256?: string;
}

/**
 * An upload streamed to a temporary file (platform/uploads): its size was bounded, its SHA-256 taken and
 * its type sniffed while it arrived. The file is the request's and is removed when the request ends.
 */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  /** The sniffed type, or null when the bytes are of no type we know. */
  contentType: string | null;
  /** The part's file name, cleaned of control and bidirectional-override characters. */
  filename: string;
}

export interface SaveReceivedInput {
  lawFirmId: number;
  file: ReceivedFile;
  maxBytes: number;
  accept: readonly string[];
}

export interface SaveFileInput {
  lawFirmId: number;
  bytes: Buffer;
  originalName: string;
  maxBytes: number;
  /** Accepted MIME types, e.g. ['application/pdf', 'image/png']; 'text/plain' accepts UTF-8 text. */
  accept: readonly string[];
}

/** Where the bytes live: a folder or a bucket. */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * The bytes as a stream, for files too large to hold in memory; null when there is no such file. With a
   * range, only the bytes from `start` to `end` (both included, as HTTP's Range counts them).
   */
  getStream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Stores a file already on disk (a generated archive) without reading it into memory. */
  putFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
  /** Every stored key, in no set order (a backup copies them all). */
  list(): AsyncIterable<string>;
  /** When the file was stored, or null when there is no such file (the orphan sweep's grace). */
  lastModified(key: string): Promise<Date | null>;
}

/** Bytes `start` to `end` of a file, both included; `end` past the file's last byte stops at it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file the server made itself (so its type is known, not sniffed), waiting on disk to be stored. */
export interface GeneratedFile {
  lawFirmId: number;
  filePath: string;
  size: number;
  contentType: string;
  originalName: string;
}

export class FileStorage {
  constructor(readonly store: BlobStore) {}

  async save(input: SaveFileInput): Promise<StoredFile> {
    checkSize(input.bytes.length, input.maxBytes);
    const contentType = checkType(await sniffContentType(input.bytes), input.accept);
    const key = newKey(input.lawFirmId, contentType);
    await this.store.put(key, input.bytes, contentType);
    return {
      key,
      contentType,
      size: input.bytes.length,
      originalName: stripUnsafeCharacters(input.originalName),
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
    };
  }

  /** Stores an upload received to a temporary file, streamed from disk: it never sits in memory whole. */
  async saveReceived(input: SaveReceivedInput): Promise<StoredFile> {
    const { file } = input;
    checkSize(file.size, input.maxBytes);
    const contentType = checkType(file.contentType, input.accept);
    const key = newKey(input.lawFirmId, contentType);
    await this.store.putFile(key, file.path, file.size, contentType);
    return { key, contentType, size: file.size, originalName: file.filename, sha256: file.sha256 };
  }

  async read(lawFirmId: number, key: string): Promise<Buffer> {
    if (!belongsTo(lawFirmId, key)) throw new AppError(404, 'not_found', 'File not found');
    const bytes = await this.store.get(key);
    if (!bytes) throw new AppError(404, 'not_found', 'File not found');
    return bytes;
  }

  /** Stores a generated file from disk, streamed: the archive of a whole case never sits in memory. */
  async saveGenerated(input: GeneratedFile): Promise<StoredFile> {
    const key = newKey(input.lawFirmId, input.contentType);
    await this.store.putFile(key, input.filePath, input.size, input.contentType);
    return { key, contentType: input.contentType, size: input.size, originalName: input.originalName };
  }

  /** A stored file (or a range of its bytes) as a stream, with the same firm check as `read`. */
  async openStream(lawFirmId: number, key: string, range?: ByteRange): Promise<Readable> {
    if (!belongsTo(lawFirmId, key)) throw new AppError(404, 'not_found', 'File not found');
    // A route answers a Range header it cannot serve itself (416); one that reaches here is the caller's mistake.
    if (range && !isByteRange(range)) throw new RangeError(`Not a byte range: ${range.start}-${range.end}`);
    const stream = await this.store.getStream(key, range);
    if (!stream) throw new AppError(404, 'not_found', 'File not found');
    return stream;
  }

  async remove(lawFirmId: number, key: string): Promise<void> {
    if (!belongsTo(lawFirmId, key)) throw new AppError(404, 'not_found', 'File not found');
    await this.store.delete(key);
  }

  /**
   * Writes a few bytes and removes them (the readiness check): throws when the folder or bucket takes no
   * writes. Its key is under `health/`, which no firm's key can be (theirs start with the firm's id).
   */
  async probeWritable(): Promise<void> {
    const key = `${PROBE_PREFIX}${randomUUID()}.txt`;
    await this.store.put(key, Buffer.from('ok'), 'text/plain');
    await this.store.delete(key);
  }
}

const PROBE_PREFIX = 'health/';

const isByteRange = ({ start, end }: ByteRange) =>
  Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && start <= end;

function checkSize(size: number, maxBytes: number): void {
  // Its own code, so that the screens say what is wrong rather than a general 'invalid'.
  if (size === 0) throw new AppError(400, 'file_empty', 'The file is empty.');
  if (size > maxBytes) throw fileTooLarge(maxBytes);
}

export const fileTooLarge = (maxBytes: number, message = 'The file is too large.') =>
  new AppError(413, 'payload_too_large', message, { details: { max_bytes: maxBytes } });

function checkType(contentType: string | null, accept: readonly string[]): string {
  if (!contentType || !accept.includes(contentType)) {
    throw new AppError(415, 'unsupported_file_type', 'This file type is not supported.', {
      details: { detected: contentType ?? 'unknown', accepted: [...accept] },
    });
  }
  return contentType;
}

function newKey(lawFirmId: number, contentType: string): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${lawFirmId}/${month}/${randomUUID()}${extensionOfType(contentType)}`;
}

const SAFE_KEY = /^\d+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]+)?$/;

function belongsTo(lawFirmId: number, key: string): boolean {
  return SAFE_KEY.test(key) && key.startsWith(`${lawFirmId}/`);
}
