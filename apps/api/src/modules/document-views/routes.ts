/** POST /api/document/{id}/view: the viewer's call on open, counted against the daily document-services limit. */
import { documentViewResponse, idParam } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import { openInViewer } from './service.js';

export const documentViewRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };
    app.post(
      '/document/:id/view',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: {
          tags: ['documents'],
          description:
            'Counts one use of the daily documents_services limit for opening the document in a viewer; 403 documents_services_limit when the limit is reached.',
          params: z.object({ id: idParam }),
          response: { 200: documentViewResponse },
        },
      },
      async (request) => openInViewer(deps, authOf(request), request.params.id),
    );
  };
