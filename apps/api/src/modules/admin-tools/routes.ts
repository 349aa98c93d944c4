import { outboxPage, paginationQuery } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requirePermission } from '../../platform/permissions.js';

export const adminToolsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin-tools/outbox',
      {
        preHandler: requirePermission('VIEW_SETTINGS'),
        schema: { tags: ['admin-tools'], querystring: paginationQuery, response: { 200: outboxPage } },
      },
      (request) => services.mailer.listOutbox(authOf(request).firm.id, request.query.page, request.query.page_size),
    );
  };
