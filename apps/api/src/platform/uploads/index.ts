/**
 * Receiving uploaded files (DESIGN §3: multipart with explicit limits, type sniffed from the bytes).
 * Every file part is streamed to a temporary file in a folder of its request's own (`receiveFile`),
 * never read into memory whole; callers hand that file to storage, which streams it on, or, when they
 * must parse it whole (a picture of at most 5 MB, a PDF read by pdf-lib, a checklist), read it back
 * with `readReceived` after its size was checked. The folder is removed when the response is done or
 * the client goes away, whatever happened in between.
 *
 * The first file part of a request takes one of the process's upload slots (`UploadLimiter`) and keeps
 * it until then, so at most UPLOAD_CONCURRENCY requests' files are arriving or waiting on disk at once.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { asClientError } from '../multipart.js';
import type { ReceivedFile } from '../storage/index.js';
import { UPLOADS_BUSY_RETRY_SECONDS, UploadLimiter } from './limiter.js';
import { receiveStream } from './receive.js';

export { UploadLimiter, uploadsBusy } from './limiter.js';

export interface UploadSettings {
  /** Requests whose files may be received at once (UPLOAD_CONCURRENCY). */
  concurrency: number;
  /** How long a request beyond that waits for a slot before its 503 (UPLOAD_WAIT_SECONDS). */
  waitMs: number;
  /** Where the requests' temporary folders go (UPLOAD_TMP_DIR, else the system's). */
  tmpDir: string;
}

/** The process's uploads: its slots and the folder its temporary files go in. */
export class Uploads {
  readonly limiter: UploadLimiter;
  readonly tmpDir: string;

  constructor(settings: UploadSettings) {
    this.limiter = new UploadLimiter(settings.concurrency, settings.waitMs);
    this.tmpDir = settings.tmpDir;
  }
}

const requestClosed = () => new AppError(400, 'bad_request', 'The request was closed.');

/** One request's slot and temporary folder, both taken with its first file. */
class RequestUploads {
  private slot: Promise<() => void> | undefined;
  private folder: Promise<string> | undefined;
  private ended = false;
  private readonly gone = new AbortController();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly streams = new Set<MultipartFile['file']>();

  constructor(
    private readonly uploads: Uploads,
    private readonly reply: FastifyReply,
  ) {}

  async receive(part: MultipartFile, options: ReceiveFileOptions): Promise<ReceivedFile> {
    if (this.ended) throw requestClosed();
    const work = this.receiveNow(part, options);
    this.pending.add(work);
    try {
      return await work;
    } finally {
      this.pending.delete(work);
    }
  }

  private async receiveNow(part: MultipartFile, options: ReceiveFileOptions): Promise<ReceivedFile> {
    this.streams.add(part.file);
    try {
      this.slot ??= this.takeSlot();
      await this.slot;
      this.folder ??= this.makeFolder();
      const dir = await this.folder;
      // The client left meanwhile: end() is waiting for this receive, then removes the folder and frees the slot.
      if (this.ended) throw requestClosed();
      return await receiveStream(part.file, { ...options, dir, filename: part.filename ?? '' });
    } catch (error) {
      // The disk's failures are ours (500); a body the parser could not read is the client's 400.
      if ((error as NodeJS.ErrnoException | null)?.syscall) throw error;
      // The rest of a body too large is not worth reading: the connection closes after the 413.
      if (error instanceof AppError && error.status === 413) this.reply.header('connection', 'close');
      throw asClientError(error);
    } finally {
      this.streams.delete(part.file);
    }
  }

  private async takeSlot(): Promise<() => void> {
    try {
      return await this.uploads.limiter.acquire(this.gone.signal);
    } catch (error) {
      if (error instanceof AppError && error.status === 503) {
        // The body was not read and will not be: the connection closes after the answer.
        this.reply.header('retry-after', String(UPLOADS_BUSY_RETRY_SECONDS)).header('connection', 'close');
      }
      throw error;
    }
  }

  private async makeFolder(): Promise<string> {
    await mkdir(this.uploads.tmpDir, { recursive: true });
    return mkdtemp(path.join(this.uploads.tmpDir, 'counsel-upload-'));
  }

  /** The response is done or the client went away: remove the files, then give the slot back. */
  async end(): Promise<void> {
    this.ended = true;
    const closed = requestClosed();
    this.gone.abort(closed);
    // A file still arriving fails now: let it remove its own file first.
    for (const stream of this.streams) stream.destroy(closed);
    await Promise.allSettled([...this.pending]);
    const dir = await this.folder?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
    const release = await this.slot?.catch(() => undefined);
    release?.();
  }
}

const scopes = new WeakMap<FastifyRequest, RequestUploads>();

/** Gives every multipart request its upload scope, ended when its response closes (sent or cut off). */
export function installUploads(app: FastifyInstance, uploads: Uploads): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (request.isMultipart()) {
      const scope = new RequestUploads(uploads, reply);
      scopes.set(request, scope);
      reply.raw.once('close', () => {
        scope.end().catch((error: unknown) => request.log.error({ err: error }, 'removing an upload’s files failed'));
      });
    }
    done();
  });
}

/**
 * The multipart parser's limit on a file part whose own limit is `maxBytes`: past it, so that
 * `receiveFile` always stops a part first (at `maxBytes + 1`), which ends the reading of the body there.
 * A part the parser cut short itself would instead be read on to its end, with the rest of the body.
 */
export const partLimit = (maxBytes: number) => maxBytes + 1024 * 1024;

export interface ReceiveFileOptions {
  maxBytes: number;
  /** The 413's message, when the caller has its own. */
  tooLargeMessage?: string;
}

/**
 * Streams a file part to the request's temporary folder. Answers 413 `payload_too_large` (details
 * `max_bytes`) as soon as the part passes `maxBytes`, and 503 `uploads_busy` when no slot came free.
 */
export function receiveFile(
  request: FastifyRequest,
  part: MultipartFile,
  options: ReceiveFileOptions,
): Promise<ReceivedFile> {
  const scope = scopes.get(request);
  if (!scope) throw new Error('receiveFile needs a multipart request of an app with installUploads');
  return scope.receive(part, options);
}

/** A received file's bytes, for a caller that parses it whole; its size is already bounded. */
export function readReceived(file: ReceivedFile): Promise<Buffer> {
  return readFile(file.path);
}
