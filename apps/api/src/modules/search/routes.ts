import { globalSearchQuery, globalSearchResponse } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import * as searchService from './service.js';

export const searchRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    // Any signed-in user may search: the service searches only the kinds they may read.
    app.get(
      '/search',
      { schema: { tags: ['search'], querystring: globalSearchQuery, response: { 200: globalSearchResponse } } },
      (request) => searchService.search(services.db, authOf(request), request.query),
    );
  };
