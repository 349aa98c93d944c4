import { idParam, updateUsageRequest, usageSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { updateUserUsage } from './service.js';

export const userRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/user/:id/update-user-usage',
      {
        schema: {
          tags: ['users'],
          params: z.object({ id: idParam }),
          body: updateUsageRequest,
          response: { 200: z.object({ usage: usageSchema }) },
        },
      },
      async (request) => ({
        usage: await updateUserUsage(services.db, authOf(request), request.params.id, request.body),
      }),
    );
  };
