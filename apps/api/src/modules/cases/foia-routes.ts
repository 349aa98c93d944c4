/** A FOIA case's request details and the calendar's FOIA deadlines (issue 39). */
import {
  foiaDeadlinesQuery,
  foiaDeadlinesResponse,
  foiaRequestBody,
  foiaRequestSchema,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { foiaDeadlines, getFoiaRequest, saveFoiaRequest } from './foia-requests.js';

const tags = ['cases'];
const params = z.object({ caseId: idParam });

export const foiaRequestRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/foia-cases/deadlines',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description: 'The response deadlines of the firm’s open FOIA cases due from start to end (both included).',
          querystring: foiaDeadlinesQuery,
          response: { 200: foiaDeadlinesResponse },
        },
      },
      (request) => foiaDeadlines(db, authOf(request), request.query),
    );

    app.get(
      '/foia-cases/:caseId',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params, response: { 200: foiaRequestSchema } },
      },
      (request) => getFoiaRequest(db, authOf(request), request.params.caseId),
    );

    app.put(
      '/foia-cases/:caseId',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: { tags, params, body: foiaRequestBody, response: { 200: foiaRequestSchema } },
      },
      (request) => saveFoiaRequest(db, authOf(request), request.params.caseId, request.body, request.ip),
    );
  };
