import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateBudget, systemClock } from './budget.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-03T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the shared USCIS budget', () => {
  it('lets 10 calls go in a second and makes the 11th wait for the window, saying how long', async () => {
    const budget = new RateBudget({ perSecond: 10, perDay: 100 }, systemClock);
    const waits = await Promise.all(Array.from({ length: 10 }, () => budget.take()));
    expect(waits).toEqual(Array(10).fill(0));
    let eleventh: number | null | undefined;
    void budget.take().then((waited) => {
      eleventh = waited;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(eleventh).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(eleventh).toBe(1000);
  });

  it('pauses everyone after a 429 for its Retry-After', async () => {
    const budget = new RateBudget({ perSecond: 10, perDay: 100 }, systemClock);
    budget.pause(3000);
    let waited: number | null | undefined;
    void budget.take().then((ms) => {
      waited = ms;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(waited).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(3000);
  });

  it('refuses once the day’s calls are spent, and takes calls again the next UTC day', async () => {
    const budget = new RateBudget({ perSecond: 10, perDay: 3 }, systemClock);
    expect(await Promise.all([budget.take(), budget.take(), budget.take()])).toEqual([0, 0, 0]);
    expect(await budget.take()).toBeNull();
    vi.setSystemTime(new Date('2026-12-04T00:00:01Z'));
    expect(await budget.take()).toBe(0);
  });
});
