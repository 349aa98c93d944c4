import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { pingDatabase } from '../../db/client.js';

const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['reachable', 'unreachable']),
  database_engine: z.enum(['pglite', 'postgresql']),
});

export const healthRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
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
  };
