/**
 * The requests a server is still working on: each counts from its arrival until its response has closed and
 * its handler has settled. Fastify's close() waits for open connections only, so a request whose client hung up
 * (a load balancer's timeout, a closed tab) stopped counting there while its handler could still be signing a
 * client in or booking a payment; shutdown then ended the database pool under it ("Cannot use a pool after
 * calling end on the pool"). Shutdown waits for these before it closes the database (server.ts).
 *
 * Handlers are followed through Fastify's diagnostics channel, which brackets every handler, async or not,
 * without wrapping it; the channel is process-wide, so each request carries the tracker of its own server.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  /** Requests not yet finished: open responses and running handlers. */
  count(): number;
  /** Resolves once nothing is in flight. */
  drained(): Promise<void>;
}

interface Tracker extends InFlight {
  acquire(): void;
  release(): void;
}

const TRACKER = Symbol('in-flight tracker');
type Tracked = FastifyRequest & { [TRACKER]?: Tracker };

interface HandlerMessage {
  request: Tracked;
  async: boolean;
}

const handlers = tracingChannel<unknown, HandlerMessage>('fastify.request.handler');
handlers.subscribe({
  start: (message) => message.request[TRACKER]?.acquire(),
  // An async handler ends when its promise settles (asyncEnd); any other when it returns or throws.
  end: (message) => {
    if (!message.async) message.request[TRACKER]?.release();
  },
  asyncStart: () => {},
  asyncEnd: (message) => message.request[TRACKER]?.release(),
  error: () => {},
});

const trackers = new WeakMap<FastifyInstance, Tracker>();

function createTracker(): Tracker {
  let count = 0;
  let waiters: Array<() => void> = [];
  return {
    count: () => count,
    acquire: () => {
      count += 1;
    },
    release: () => {
      count -= 1;
      if (count > 0) return;
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
    drained: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

export function installInFlight(app: FastifyInstance): InFlight {
  const tracker = createTracker();
  trackers.set(app, tracker);
  app.addHook('onRequest', (request, reply, done) => {
    (request as Tracked)[TRACKER] = tracker;
    tracker.acquire();
    // 'close' comes once the response is sent or the connection is gone, whichever is first.
    reply.raw.once('close', tracker.release);
    done();
  });
  return tracker;
}

/** The tracker installInFlight gave `app`. */
export function inFlightOf(app: FastifyInstance): InFlight {
  const tracker = trackers.get(app);
  if (!tracker) throw new Error('installInFlight was not called on this server');
  return tracker;
}
