/**
 * File storage. Callers hand over bytes with the limits of their upload (size, accepted types);
 * the stored type is sniffed from the bytes, never taken from the name or the browser.
 * Keys start with the firm's id, and reads check that prefix, so one firm cannot read another's file.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.js';

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  originalName: string;
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
  /** The bytes as a stream, for files too large to hold in memory; null when there is no such file. */
  getStream(key: string): Promise<Readable | null>;
  /** Stores a file already on disk (a generated archive) without reading it into memory. */
  putFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
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
    if (input.bytes.length === 0) throw new AppError(400, 'validation_failed', 'The file is empty.');
    if (input.bytes.length > input.maxBytes) {
      throw new AppError(413, 'payload_too_large', 'The file is too large.', {
        details: { max_bytes: input.maxBytes },
      });
    }
    const contentType = await sniffContentType(input.bytes);
    if (!contentType || !input.accept.includes(contentType)) {
      throw new AppError(415, 'unsupported_file_type', 'This file type is not supported.', {
        details: { detected: contentType ?? 'unknown', accepted: [...input.accept] },
      });
    }
    const key = newKey(input.lawFirmId, contentType);
    await this.store.put(key, input.bytes, contentType);
    return { key, contentType, size: input.bytes.length, originalName: input.originalName };
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

  /** A stored file as a stream, with the same firm check as `read`. */
  async openStream(lawFirmId: number, key: string): Promise<Readable> {
    if (!belongsTo(lawFirmId, key)) throw new AppError(404, 'not_found', 'File not found');
    const stream = await this.store.getStream(key);
    if (!stream) throw new AppError(404, 'not_found', 'File not found');
    return stream;
  }

  async remove(lawFirmId: number, key: string): Promise<void> {
    if (!belongsTo(lawFirmId, key)) throw new AppError(404, 'not_found', 'File not found');
    await this.store.delete(key);
  }
}

function newKey(lawFirmId: number, contentType: string): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${lawFirmId}/${month}/${randomUUID()}${extensionFor(contentType)}`;
}

const SAFE_KEY = /^\d+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]+)?$/;

function belongsTo(lawFirmId: number, key: string): boolean {
  return SAFE_KEY.test(key) && key.startsWith(`${lawFirmId}/`);
}

/**
 * The type the bytes really are. file-type reads binary signatures; text needs our own look:
 * UTF-8 without NULs is text/plain, unless it is markup. XML whose root is <svg> is image/svg+xml,
 * and HTML (or other markup) is never plain text, so a page renamed .txt or .png is not accepted as one.
 * An OLE compound file is a Word .doc only when it holds a WordDocument stream.
 */
export async function sniffContentType(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'application/x-cfb') {
    return bytes.includes(WORD_STREAM) ? 'application/msword' : detected.mime;
  }
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!looksLikeText(bytes)) return detected?.mime ?? null;
  return markupType(bytes) ?? 'text/plain';
}

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The type of text that is markup: SVG, HTML or other XML; null for text that is not markup. */
function markupType(bytes: Buffer): string | null {
  const head = bytes
    .subarray(0, 8192)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments, processing instructions and a doctype to reach the root.
  const body = head.replace(/^(\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>))*\s*/i, '');
  if (/^<svg[\s>/]/i.test(body)) return 'image/svg+xml';
  if (/<!doctype\s+html|<(html|head|body|script|iframe|object|embed)[\s>/]/i.test(head)) return 'text/html';
  if (/^<[a-z_][\w.:-]*[\s>/]/i.test(body) || /^\s*<\?xml/i.test(head)) return 'application/xml';
  return null;
}

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    // Streaming tolerates only a multi-byte character cut at the end of a sample of a longer file;
    // any invalid byte sequence still throws.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: bytes.length > sample.length });
    return true;
  } catch {
    return false;
  }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/heic': '.heic',
  'image/tiff': '.tif',
  'image/bmp': '.bmp',
  'image/svg+xml': '.svg',
  'application/rtf': '.rtf',
  'application/vnd.oasis.opendocument.text': '.odt',
  'text/plain': '.txt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
  'application/zip': '.zip',
};

function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? '';
}
