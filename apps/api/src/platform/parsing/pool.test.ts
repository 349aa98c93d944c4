/**
 * The parser pool itself, with a worker entry of misbehaving tasks: a task past its time, its heap or
 * the memory outside the heap answers 422 file_too_complex, the pool replaces the worker and the next
 * task is read; a full queue answers 503 parser_busy with Retry-After; refusals cross as AppErrors.
 */
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '../errors.js';
import { ParserPool } from './pool.js';
import { buffersTask, echoTask, heapTask, refuseTask, spinTask } from './pool-test-worker.js';

const pool = new ParserPool({
  workerFile: pathToFileURL(inject('parserWorkers').test),
  concurrency: 1,
  maxQueue: 2,
  // The limit counts from the moment a worker takes a task up, never its start.
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  maxRssGrowthMb: 256,
});
afterAll(() => pool.close());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the parser pool', () => {
  it('answers a task’s value from its worker', async () => {
    expect(await pool.run(echoTask, { text: 'checklist' })).toBe('read checklist');
  });

  it('carries a task’s AppError back as it was thrown', async () => {
    const error = await refusal(pool.run(refuseTask, undefined));
    expect(error.status).toBe(422);
    expect(error.code).toBe('rule_broken');
    expect(error.extra.details).toEqual({ why: 'test' });
  });

  it('stops a task past the V8 heap limit with 422 file_too_complex, then reads the next one', async () => {
    const error = await refusal(pool.run(heapTask, undefined));
    expect(error.toBody()).toMatchObject({ code: 'file_too_complex', details: { reason: 'memory_limit' } });
    expect(await pool.run(echoTask, { text: 'after the heap' })).toBe('read after the heap');
  });

  it('stops a task whose typed arrays grow the process past its memory allowance, then reads the next one', async () => {
    const error = await refusal(pool.run(buffersTask, undefined));
    expect(error.toBody()).toMatchObject({ code: 'file_too_complex', details: { reason: 'memory_limit' } });
    expect(await pool.run(echoTask, { text: 'after the buffers' })).toBe('read after the buffers');
  });

  it('stops a task past its time limit, then reads the next one', async () => {
    const quick = new ParserPool({
      workerFile: pathToFileURL(inject('parserWorkers').test),
      concurrency: 1,
      maxQueue: 1,
      timeoutMs: 20_000,
      maxOldGenerationSizeMb: 64,
      maxYoungGenerationSizeMb: 16,
      maxRssGrowthMb: 256,
    });
    try {
      // Started once, so that the spinning task's own limit is not spent starting the worker.
      await quick.run(echoTask, { text: 'warm' });
      const error = await refusal(quick.run({ ...spinTask, timeoutMs: 500 }, undefined));
      expect(error.toBody()).toMatchObject({ code: 'file_too_complex', details: { reason: 'time_limit' } });
      expect(await quick.run(echoTask, { text: 'after the loop' })).toBe('read after the loop');
    } finally {
      await quick.close();
    }
  });

  it('answers 503 parser_busy with Retry-After once the queue is full, and reads the queued tasks', async () => {
    const running = pool.run({ ...spinTask, timeoutMs: 3_000 }, undefined).catch((error: unknown) => error);
    const queued = [pool.run(echoTask, { text: 'one' }), pool.run(echoTask, { text: 'two' })];
    const busy = await refusal(pool.run(echoTask, { text: 'three' }));
    expect(busy.status).toBe(503);
    expect(busy.code).toBe('parser_busy');
    expect(busy.headers['retry-after']).toBe('5');
    expect(((await running) as AppError).code).toBe('file_too_complex');
    expect(await Promise.all(queued)).toEqual(['read one', 'read two']);
  });
});
