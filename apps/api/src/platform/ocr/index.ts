/**
 * OCR with tesseract.js (DESIGN §2), offline: the English language data comes from the installed
 * @tesseract.js-data/eng package (langPath on disk, nothing cached or fetched), and the WebAssembly core from
 * tesseract.js-core in node_modules. Receipt numbers are read with a Latin-only (eng) pass: a mixed
 * Arabic+English pass turns Latin letters into digits.
 *
 * tesseract.js runs in a worker thread of its own, so a page being read never blocks requests. The process
 * keeps one such worker, started on first use and stopped after a minute idle, and reads one page at a time:
 * others wait in a short queue (503 parser_busy beyond it). Each request has a deadline for all its pages;
 * a page still being read at the deadline has its worker terminated (the next page starts a new one) and the
 * request gets 422 file_too_complex.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pLimit from 'p-limit';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { fileTooComplex, parsersBusy } from '../parsing/errors.js';

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz (the integer "best" model: as accurate, faster to load). */
export function englishDataPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface OcrOptions {
  /** Pages waiting beyond the one being read; one more is refused with 503. */
  maxQueue: number;
  /** An idle worker is stopped after this long. */
  idleMs: number;
}

export const OCR_LIMITS: OcrOptions = { maxQueue: 8, idleMs: 60_000 };

export class OcrQueue {
  private readonly gate = pLimit(1);
  private worker: Promise<Worker> | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: OcrOptions = OCR_LIMITS) {}

  /** The text of one picture (PNG or JPEG bytes), read before `deadline` (a Date.now() time). */
  async recognize(image: Uint8Array, deadline: number): Promise<string> {
    if (this.gate.activeCount + this.gate.pendingCount >= 1 + this.options.maxQueue) throw parsersBusy();
    return this.gate(() => this.recognizeNow(image, deadline));
  }

  /** Pages being read and waiting. */
  get load(): number {
    return this.gate.activeCount + this.gate.pendingCount;
  }

  private async recognizeNow(image: Uint8Array, deadline: number): Promise<string> {
    clearTimeout(this.idle);
    const left = deadline - Date.now();
    if (left <= 0) throw fileTooComplex('ocr_time_limit');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(fileTooComplex('ocr_time_limit')), left);
    });
    try {
      const work = (async () => {
        const worker = await this.started();
        const { data } = await worker.recognize(Buffer.from(image), { rotateAuto: true });
        return data.text;
      })();
      // The losing side's rejection is handled: a terminated worker rejects its recognize.
      work.catch(() => undefined);
      return await Promise.race([work, timeUp]);
    } catch (error) {
      // Past the deadline, or the worker failed: it is not trusted with another page.
      await this.stop();
      throw error;
    } finally {
      clearTimeout(timer);
      this.idle = setTimeout(() => void this.stop(), this.options.idleMs);
      this.idle.unref();
    }
  }

  private started(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      // The data is read from the package each time a worker starts (about half a second): nothing is written.
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    }).then(async (worker) => {
      // Tesseract's own notes ("Estimating resolution as ...") would go to the server's output.
      await worker.setParameters({ debug_file: '/dev/null' });
      return worker;
    });
    return this.worker;
  }

  /** Stops the worker (its memory goes back); the next page starts another. */
  async stop(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate().catch(() => undefined);
  }
}

let shared: OcrQueue | undefined;

/** The process's one OCR queue. */
export function ocr(): OcrQueue {
  shared ??= new OcrQueue();
  return shared;
}

export async function closeOcr(): Promise<void> {
  const queue = shared;
  shared = undefined;
  await queue?.stop();
}
