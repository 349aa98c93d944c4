/**
 * The USCIS Case Status API's limits (in production 10 calls a second and 10,000 a day) as one budget shared by
 * every lookup of every firm in this process: a lookup that would pass the per-second rate waits its turn (and
 * says how long it waited), a 429 from USCIS pauses everyone for its Retry-After, and once the day's calls are
 * spent lookups are refused until the next UTC day rather than sent to be refused.
 */

export interface BudgetClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: BudgetClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface BudgetLimits {
  perSecond: number;
  perDay: number;
}

export const USCIS_LIMITS: BudgetLimits = { perSecond: 10, perDay: 10_000 };

const DAY_MS = 86_400_000;

export class RateBudget {
  /** Start times of the calls of the last second, oldest first. */
  private readonly recent: number[] = [];
  private day = -1;
  private usedToday = 0;
  private pausedUntil = 0;
  /** Lookups take their turn one after another, so the window is read and written by one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly limits: BudgetLimits = USCIS_LIMITS,
    private readonly clock: BudgetClock = systemClock,
  ) {}

  /**
   * Waits until a call may go out and counts it; answers the milliseconds waited, or null when the day's
   * calls are spent.
   */
  take(): Promise<number | null> {
    const turn = this.queue.then(() => this.takeNow());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** The calls left of today's limit (UTC day), before any waiting. */
  remainingToday(): number {
    const today = Math.floor(this.clock.now() / DAY_MS);
    return today === this.day ? Math.max(0, this.limits.perDay - this.usedToday) : this.limits.perDay;
  }

  /** The daily limit this budget keeps. */
  get perDay(): number {
    return this.limits.perDay;
  }

  /** USCIS answered 429: nobody calls before `ms` from now. */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
  }

  private async takeNow(): Promise<number | null> {
    const started = this.clock.now();
    for (;;) {
      const now = this.clock.now();
      const today = Math.floor(now / DAY_MS);
      if (today !== this.day) {
        this.day = today;
        this.usedToday = 0;
      }
      if (this.usedToday >= this.limits.perDay) return null;
      while (this.recent.length > 0 && this.recent[0]! <= now - 1000) this.recent.shift();
      const rateFreeAt = this.recent.length < this.limits.perSecond ? now : this.recent[0]! + 1000;
      const freeAt = Math.max(rateFreeAt, this.pausedUntil);
      if (freeAt <= now) {
        this.recent.push(now);
        this.usedToday += 1;
        return now - started;
      }
      await this.clock.sleep(freeAt - now);
    }
  }
}
