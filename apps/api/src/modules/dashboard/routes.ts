import { dashboardSummary as summarySchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { dashboardSummary } from './service.js';

export const dashboardRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/summary', { schema: { tags: ['dashboard'], response: { 200: summarySchema } } }, (request) =>
      dashboardSummary(services.db, authOf(request)),
    );
  };
