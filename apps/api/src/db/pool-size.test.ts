import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MIN_PROCESS_POOL, processPoolSize } from './pool-size.js';

describe('the connections each API process opens', () => {
  it('shares the API’s total among its processes, rounding up', () => {
    expect(processPoolSize(20, 1)).toBe(20);
    expect(processPoolSize(20, 2)).toBe(10);
    expect(processPoolSize(20, 3)).toBe(7);
  });

  it('keeps a floor for each process, so one slow query cannot hold them all', () => {
    expect(processPoolSize(20, 16)).toBe(MIN_PROCESS_POOL);
    expect(processPoolSize(1, 1)).toBe(MIN_PROCESS_POOL);
  });

  it('reads the total from DATABASE_POOL_SIZE, 20 when unset, and refuses what is not a count', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '60' }).databasePoolSize).toBe(60);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
