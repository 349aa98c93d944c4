/**
 * At most `max` uploads received at once in this process. A request beyond that waits its turn, in
 * arrival order, for up to `waitMs` (its body is not read meanwhile, so the wait costs no memory), then
 * answers 503 `uploads_busy` with Retry-After. Waiting rather than refusing at once keeps a burst (ten
 * people dropping files at the same minute) working; the bound on the wait keeps a sustained overload
 * from piling up requests the server will not get to.
 */
import { AppError } from '../errors.js';

/** What a 503 tells the client to wait before trying again. */
export const UPLOADS_BUSY_RETRY_SECONDS = 10;

export const uploadsBusy = () =>
  new AppError(503, 'uploads_busy', 'The server is receiving too many uploads at once. Try again in a moment.', {
    details: { retry_after_seconds: UPLOADS_BUSY_RETRY_SECONDS },
  });

interface Waiter {
  grant: (release: () => void) => void;
  fail: (error: unknown) => void;
}

export class UploadLimiter {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    readonly max: number,
    readonly waitMs: number,
  ) {}

  /** Uploads being received now. */
  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /**
   * A slot, as the function that gives it back (safe to call twice). Rejects with 503 once `waitMs` has
   * passed without one, or with the signal's reason when the request goes away while waiting.
   */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.max) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waitMs <= 0) return Promise.reject(uploadsBusy());
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
      };
      const waiter: Waiter = {
        grant: (release) => {
          leave();
          resolve(release);
        },
        fail: (error) => {
          leave();
          reject(error);
        },
      };
      const timer = setTimeout(() => waiter.fail(uploadsBusy()), this.waitMs);
      const onAbort = () => waiter.fail(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue[0];
      // The slot passes straight to the longest waiter; `running` stays as it is.
      if (next) next.grant(this.releaser());
      else this.running -= 1;
    };
  }
}
