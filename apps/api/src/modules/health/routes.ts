/**
 * Health for load balancers and orchestrators. `/health` is the first check the start scripts, the
 * e2e runner and the bench wait on (the database answers). `/health/live` says the process answers
 * at all (restart it if not); `/health/ready` says it can serve (send it traffic only then): the
 * database answers, it has every migration this build ships, and the file storage takes writes.
 * All public and uncached (the auth hook marks every /api answer no-store).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { pingDatabase } from '../../db/client.js';
import type { AppMetrics } from '../../platform/metrics/index.js';
import { metricsRoute } from './metrics-route.js';
import { readiness } from './readiness.js';

const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['reachable', 'unreachable']),
  database_engine: z.enum(['pglite', 'postgresql']),
});

const liveResponse = z.object({ status: z.literal('ok') });

/** skipped: not tried because another check it needs failed (the migrations without a database). */
const checkResult = z.enum(['ok', 'failed', 'skipped']);
const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: checkResult,
    /** failed: the database lacks migrations this build ships (or its migrations table could not be read). */
    migrations: checkResult,
    storage: checkResult,
  }),
  migrations: z.object({ shipped: z.number().int(), applied: z.number().int(), pending: z.number().int() }).nullable(),
});

/**
 * Per client address: a probe every second from one balancer is far below it; the readiness check
 * writes to storage, so an unbounded stream of it is not free.
 */
const probeLimit = { max: 600, timeWindow: '1 minute' };

export const healthRoutes =
  (services: AppServices, metrics: AppMetrics | null = null): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: { tags: ['platform'], response: { 200: healthResponse, 503: healthResponse } },
      },
      async (_request, reply) => {
        const reachable = await pingDatabase(services.db);
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'error',
          database: reachable ? 'reachable' : 'unreachable',
          database_engine: services.database.kind,
        });
      },
    );

    app.get(
      '/health/live',
      {
        config: { public: true, rateLimit: probeLimit },
        schema: { tags: ['platform'], response: { 200: liveResponse } },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: { public: true, rateLimit: probeLimit },
        schema: { tags: ['platform'], response: { 200: readyResponse, 503: readyResponse } },
      },
      async (request, reply) => {
        const result = await readiness(services, request.log);
        return reply.status(result.status === 'ready' ? 200 : 503).send(result);
      },
    );

    metricsRoute(app, services.config, metrics);
  };
