/**
 * GET /api/metrics: Prometheus's text format, for a scraper bearing METRICS_TOKEN (`Authorization:
 * Bearer <token>`); any other caller gets 401. Without the setting the route does not exist (404). No
 * staff session and no terms: a scraper is no user.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { unauthorized } from '../../platform/errors.js';
import { type AppMetrics, bearerMatcher, METRICS_PATH } from '../../platform/metrics/index.js';

/** Registered under the /api prefix. */
const ROUTE = METRICS_PATH.slice('/api'.length);

export function metricsRoute(
  app: FastifyInstance,
  config: Pick<Config, 'metricsToken'>,
  metrics: AppMetrics | null,
): void {
  if (!config.metricsToken || !metrics) {
    // Unknown to anyone, with or without a token: an unknown /api path would otherwise ask for a sign-in
    // (401) and tell a prober that something may be there.
    app.get(ROUTE, { config: { public: true }, schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${METRICS_PATH}` }),
    );
    return;
  }
  const authorized = bearerMatcher(config.metricsToken);
  app.get(
    ROUTE,
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['platform'],
        summary: 'Metrics in Prometheus text format (Authorization: Bearer METRICS_TOKEN)',
      },
    },
    async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('A valid metrics token is required.');
      }
      const text = await metrics.render();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
