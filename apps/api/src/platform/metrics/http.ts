/**
 * Counts every answered request by its route pattern (`/api/client/:id`, Fastify's routeOptions.url),
 * never by its URL: ids would make a series per record. An /api request no route matched counts under
 * one `unmatched` route, and everything outside /api (the web app's pages and its hashed files, a name
 * per build) under one `web` route. The scrape itself is not counted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './registry.js';

export const METRICS_PATH = '/api/metrics';
const UNMATCHED_ROUTE = 'unmatched';
const WEB_ROUTE = 'web';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Call on the root instance, before the modules' routes are registered. */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = isApiPath(request.url) ? (request.routeOptions.url ?? UNMATCHED_ROUTE) : WEB_ROUTE;
    if (route !== METRICS_PATH) {
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing character of a guess.
 */
export function bearerMatcher(token: string): (authorization: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (authorization) => {
    const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    const matches = timingSafeEqual(createHash('sha256').update(given).digest(), expected);
    return matches && given.length > 0;
  };
}
