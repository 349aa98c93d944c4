import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each hash call waits until the test releases it, so the test sees how many run at once.
const running = { now: 0, most: 0 };
const releases: Array<() => void> = [];
vi.mock('@node-rs/argon2', () => {
  const held = (result: unknown) =>
    new Promise((resolve) => {
      running.now++;
      running.most = Math.max(running.most, running.now);
      releases.push(() => {
        running.now--;
        resolve(result);
      });
    });
  return { hash: () => held('$argon2id$held'), verify: () => held(true) };
});

const { hashPassword, setHashingSlots, verifyPassword } = await import('./passwords.js');

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

afterEach(() => {
  running.now = 0;
  running.most = 0;
  releases.length = 0;
});

describe('password hashing', () => {
  it('runs at most one hash or verification per core at a time, and finishes them all', async () => {
    const cores = Math.max(1, os.availableParallelism());
    const work = [
      ...Array.from({ length: cores + 3 }, () => verifyPassword('$argon2id$stored', 'secret')),
      ...Array.from({ length: 2 }, () => hashPassword('new secret')),
    ];
    let done = 0;
    for (const job of work) void job.then(() => done++);
    while (done < work.length) {
      await settle();
      expect(running.now).toBeLessThanOrEqual(cores);
      releases.shift()?.();
    }
    expect(running.most).toBe(cores);
    expect(await Promise.all(work)).toEqual([
      ...Array.from({ length: cores + 3 }, () => true),
      '$argon2id$held',
      '$argon2id$held',
    ]);
  });

  it('runs no more at once than the slots this process was given, at least one', async () => {
    setHashingSlots(2 / 3);
    try {
      const work = Array.from({ length: 4 }, () => verifyPassword('$argon2id$stored', 'secret'));
      let done = 0;
      for (const job of work) void job.then(() => done++);
      while (done < work.length) {
        await settle();
        expect(running.now).toBeLessThanOrEqual(1);
        releases.shift()?.();
      }
      expect(running.most).toBe(1);
    } finally {
      setHashingSlots(os.availableParallelism());
    }
  });
});
