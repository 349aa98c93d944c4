/** A parser worker entry for pool.test.ts: tasks that misbehave in each way the pool must survive. */
import { AppError } from '../errors.js';
import { parserTask, serveParserTasks } from './task.js';

export const echoTask = parserTask('echo', (input: { text: string }) => `read ${input.text}`);

/** Never returns: only the time limit ends it. */
export const spinTask = parserTask('spin', () => {
  for (;;) {
    // A parser stuck in a loop.
  }
});

/** Keeps objects on the V8 heap until the worker's heap limit ends it. */
export const heapTask = parserTask('heap', () => {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 10_000 }, (_, index) => `line ${index}`));
});

/** Keeps typed arrays (outside the V8 heap, as unpacked streams and decoded pixels are) until stopped. */
export const buffersTask = parserTask('buffers', async () => {
  const kept: Uint8Array[] = [];
  for (;;) {
    kept.push(new Uint8Array(16 * 1024 * 1024).fill(1));
    // Let the request thread sample the process's memory between allocations, as a real parser would.
    await new Promise((resolve) => setImmediate(resolve));
  }
});

export const refuseTask = parserTask('refuse', () => {
  throw new AppError(422, 'rule_broken', 'Refused in the worker.', { details: { why: 'test' } });
});

export default serveParserTasks([echoTask, spinTask, heapTask, buffersTask, refuseTask]);
