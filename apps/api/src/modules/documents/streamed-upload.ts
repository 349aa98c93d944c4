/**
 * Test helper: a multipart upload whose body is generated as it is read, from one small reused buffer,
 * so a test can send files of tens of megabytes without holding them, see how much of the body the
 * server pulled, and hold the body half-way to keep an upload arriving.
 */
import { Readable } from 'node:stream';

const BOUNDARY = '----counsel-streamed-upload';
const FILLER = Buffer.alloc(64 * 1024, 0x20);

export interface StreamedFile {
  field: string;
  filename: string;
  /** The file's first bytes (a type's signature); spaces follow up to `size`. */
  start: Buffer;
  size: number;
}

export interface StreamedUpload {
  payload: Readable;
  headers: Record<string, string>;
  /** Bytes of the body the server has read so far. */
  pulled(): number;
  /** Lets the body run on after `holdAfter` (when given) stopped it. */
  resume(): void;
}

interface StreamedOptions {
  /** Stop handing out the body once this many bytes were read, until `resume()`. */
  holdAfter?: number;
  /** Called each time another `every` bytes of the body were read (to sample memory as it arrives). */
  progress?: { every: number; call: () => void };
}

/** The body of `files`, generated as it is read. */
export function streamedUpload(files: StreamedFile[], options: StreamedOptions = {}): StreamedUpload {
  const pieces: Array<Buffer | number> = [];
  for (const file of files) {
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      file.start,
      file.size - file.start.length,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let pulled = 0;
  let held = options.holdAfter !== undefined;
  let waiting = false;
  const pushNext = (stream: Readable) => {
    if (held && pulled >= (options.holdAfter ?? 0)) {
      waiting = true;
      return;
    }
    const next = pieces[0];
    if (next === undefined) return void stream.push(null);
    let chunk: Buffer;
    if (typeof next === 'number') {
      chunk = FILLER.subarray(0, Math.min(next, FILLER.length));
      if (next > chunk.length) pieces[0] = next - chunk.length;
      else pieces.shift();
    } else {
      chunk = next;
      pieces.shift();
    }
    const { progress } = options;
    if (progress && Math.floor((pulled + chunk.length) / progress.every) > Math.floor(pulled / progress.every)) {
      progress.call();
    }
    pulled += chunk.length;
    stream.push(chunk);
  };
  const payload = new Readable({
    read() {
      pushNext(this);
    },
  });
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    pulled: () => pulled,
    resume: () => {
      held = false;
      if (waiting) {
        waiting = false;
        pushNext(payload);
      }
    },
  };
}

export const PDF_START = Buffer.from('%PDF-1.4\n');
