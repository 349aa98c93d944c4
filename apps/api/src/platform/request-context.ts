/**
 * Which request a piece of work is for, so that one id follows a request through the log, the jobs it queues
 * and the mail those jobs (or the request itself) send. Fastify names each request: the caller's
 * `X-Request-Id` when it is a short, safe token (a proxy's or the web app's), else a new UUID; the answer
 * echoes it. The id is kept in an AsyncLocalStorage while the request's hooks and handler run; `JobQueue.send`
 * copies it into the job's payload as `request_id` and the job's handler runs under it again; the logger's
 * mixin writes it as `reqId` on every line that the request's own logger (which binds it already) does not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 64: a UUID, a ULID, a load balancer's trace id; never a line break or JSON. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or of the request that queued the job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `work` as part of the request `requestId` (a job queued by it); without an id, as it is. */
export function runForRequest<T>(requestId: unknown, work: () => T): T {
  return typeof requestId === 'string' && SAFE_REQUEST_ID.test(requestId) ? context.run({ requestId }, work) : work();
}

/** Fastify's genReqId: the caller's X-Request-Id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Echoes the id in the answer and keeps it for the hooks and handler. Set again before the handler: a body is
 * read in the socket's own async context, so what runs after parsing would not see what onRequest set.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    context.run({ requestId: request.id }, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    context.run({ requestId: request.id }, done);
  });
}

/**
 * pino's mixin: `reqId` on the lines of code that runs for a request but logs through the app's logger (the
 * services' `log`, a job's handler). The request's own logger has it bound already, and is left alone.
 */
export function requestIdMixin(
  _object: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const requestId = currentRequestId();
  if (requestId === undefined || logger.bindings().reqId !== undefined) return {};
  return { reqId: requestId };
}
