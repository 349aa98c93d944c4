/**
 * The parser pool: user files are parsed in worker threads (piscina), never in the thread that serves
 * requests. Each worker has V8 heap limits (`resourceLimits`); each task a time limit; and while a task
 * runs, the process's resident memory is watched, because what a parser allocates outside the V8 heap
 * (unpacked streams, decoded pixels: typed arrays) escapes those limits. A task past any limit has its
 * worker terminated (piscina starts another) and its caller gets 422 file_too_complex. One task runs
 * at a time, so the memory watched is the running task's; others wait in a short queue, and a caller
 * finding it full gets 503 parser_busy with Retry-After.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { fileTooComplex, parsersBusy } from './errors.js';
import { type ParserTask, type TaskMessage, type TaskOutcome, unwrapOutcome } from './task.js';

export interface ParserPoolOptions {
  /** The worker entry: a module whose default export is `serveParserTasks([...])`. */
  workerFile: URL;
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting beyond those running; one more is refused with 503. */
  maxQueue: number;
  /** Time limit of a task from the moment it starts running. */
  timeoutMs: number;
  /** V8 limits of each worker. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** Growth of the process's resident memory while a task runs past which the task is stopped. */
  maxRssGrowthMb: number;
  /** How often that memory is sampled while a task runs. */
  memorySampleMs?: number;
}

/**
 * The limits in force, measured in a worker here (Node 20, 2 cores). The heaviest honest work: filling
 * all 723 fields of USCIS I-485 in Arabic, 13-16 s and 85 MB; a Word checklist of 20,000 identical
 * bullets (3.9 MB of XML, past any real checklist), 14 s and 150 MB; a 200-page text PDF, 6 s and 64 MB.
 * All pass with a 256 MB heap. Past it: a Word file costing mammoth a gigabyte is stopped after 9 s (at
 * 512 MB of heap, V8's collecting near the limit made that 25 s), a PDF whose object stream unpacks to
 * 1 GB after 5 s, each having grown the process about 0.5 GB.
 */
export const PARSER_LIMITS = {
  concurrency: 1,
  maxQueue: 16,
  timeoutMs: 60_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  maxRssGrowthMb: 512,
} as const;

/** How long a worker may take to start and take a task up before the task counts as stuck. */
const WORKER_START_ALLOWANCE_MS = 120_000;

/** Loader arguments a worker needs to run TypeScript sources (tests, `npm run dev`); none for the built bundle. */
export function workerExecArgv(workerFile: URL): string[] | undefined {
  if (!workerFile.pathname.endsWith('.ts')) return undefined;
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href];
}

export class ParserPool {
  private readonly pool: Piscina;
  private readonly gate;

  constructor(private readonly options: ParserPoolOptions) {
    this.gate = pLimit(options.concurrency);
    const execArgv = workerExecArgv(options.workerFile);
    this.pool = new Piscina({
      filename: options.workerFile.href,
      minThreads: 0,
      maxThreads: options.concurrency,
      // Idle workers go away, so an idle server holds no parser memory.
      idleTimeout: 30_000,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb,
      },
      ...(execArgv ? { execArgv } : {}),
    });
  }

  /** Runs the task in a worker; its AppErrors and UnreadablePdfErrors are thrown here as they were. */
  async run<I, O>(task: ParserTask<I, O>, input: I): Promise<O> {
    if (this.gate.activeCount + this.gate.pendingCount >= this.options.concurrency + this.options.maxQueue) {
      throw parsersBusy();
    }
    return this.gate(() => this.runNow(task, input));
  }

  private async runNow<I, O>(task: ParserTask<I, O>, input: I): Promise<O> {
    const stop = new AbortController();
    const limitMs = task.timeoutMs ?? this.options.timeoutMs;
    // The limits count from the moment the worker takes the task up, which it says on `started`:
    // starting a worker (compiling the sources in tests, a loaded machine) is not the file's cost.
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    let timer = setTimeout(() => stop.abort('time_limit'), limitMs + WORKER_START_ALLOWANCE_MS);
    let watch: ReturnType<typeof setInterval> | undefined;
    started.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort('time_limit'), limitMs);
      const startRss = process.memoryUsage.rss();
      const maxGrowth = this.options.maxRssGrowthMb * 1024 * 1024;
      watch = setInterval(() => {
        if (process.memoryUsage.rss() - startRss > maxGrowth) stop.abort('memory_limit');
      }, this.options.memorySampleMs ?? 50);
    });
    try {
      const message: TaskMessage = { task: task.name, input, started: startedInWorker };
      const outcome = (await this.pool.run(message, {
        signal: stop.signal,
        transferList: [startedInWorker],
      })) as TaskOutcome<O>;
      return unwrapOutcome(outcome);
    } catch (error) {
      if (stop.signal.aborted) throw fileTooComplex(String(stop.signal.reason));
      if ((error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw fileTooComplex('memory_limit');
      }
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
      started.close();
    }
  }

  /** Tasks running and waiting. */
  get load(): number {
    return this.gate.activeCount + this.gate.pendingCount;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/**
 * The worker entry beside this code: `parse-worker.ts` from the sources, `parse-worker.js` beside the
 * bundle (build.mjs builds both entries into dist/).
 */
function defaultWorkerFile(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../../parse-worker.ts', import.meta.url)
    : new URL('./parse-worker.js', import.meta.url);
}

let shared: ParserPool | undefined;
let workerFileInUse: URL | undefined;

/**
 * Starts the process's workers on this entry instead of the one beside this code: the API tests run a
 * bundle made once per run (test/global-setup.ts), so a worker starts in a moment rather than
 * compiling the sources through tsx each time.
 */
export function useParserWorker(file: URL): void {
  workerFileInUse = file;
}

/** The process's one pool, started on first use. */
export function parsers(): ParserPool {
  shared ??= new ParserPool({ workerFile: workerFileInUse ?? defaultWorkerFile(), ...PARSER_LIMITS });
  return shared;
}

/** Runs a parser task in the process's pool. */
export function runParser<I, O>(task: ParserTask<I, O>, input: I): Promise<O> {
  return parsers().run(task, input);
}

export async function closeParsers(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
