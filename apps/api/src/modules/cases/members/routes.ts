/**
 * Case members: listing and removing. Adding goes through POST /law-firm/{firmId}/document-filling without a
 * form (the spec's call), routed to this module's service by the document-fillings route.
 */
import { caseMembersResponse, idParam } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../../app-services.js';
import { authOf } from '../../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../../platform/permissions.js';
import * as members from './service.js';

const tags = ['cases'];

export const caseMemberRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/case/:caseId/members',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ caseId: idParam }), response: { 200: caseMembersResponse } },
      },
      (request) => members.list(db, authOf(request), request.params.caseId),
    );

    app.delete(
      '/case/:caseId/members/:userId',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: { tags, params: z.object({ caseId: idParam, userId: idParam }) },
      },
      async (request, reply) => {
        await members.remove(db, authOf(request), request.params.caseId, request.params.userId);
        return reply.status(204).send();
      },
    );
  };
