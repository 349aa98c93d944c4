/** A case at work (its tasks and paths) and "My tasks". */
import {
  caseTasksResponse,
  chooseCasePathBody,
  idParam,
  myTaskCountsSchema,
  myTasksQuery,
  myTasksResponse,
  updateCaseTaskBody,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../../app-services.js';
import { authOf } from '../../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../../platform/permissions.js';
import * as work from './service.js';

const tags = ['case tasks'];

export const caseTaskRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const deps: work.CaseTaskDeps = {
      db,
      mailer: services.mailer,
      publicOrigin: services.config.publicOrigin,
      log: app.log,
    };

    app.get(
      '/case/:caseId/tasks',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ caseId: idParam }), response: { 200: caseTasksResponse } },
      },
      (request) => work.readCaseTasks(db, authOf(request), request.params.caseId),
    );

    app.patch(
      '/case/:caseId/tasks/:taskId',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description:
            'A status, an assignee, or both. The assignee may change the status of their own task; anyone else, and any reassignment, needs update on cases.',
          params: z.object({ caseId: idParam, taskId: idParam }),
          body: updateCaseTaskBody,
          response: { 200: caseTasksResponse },
        },
      },
      (request) =>
        work.updateCaseTask(deps, authOf(request), request.params.caseId, request.params.taskId, request.body),
    );

    app.put(
      '/case/:caseId/steps/:stepId/path',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          params: z.object({ caseId: idParam, stepId: idParam }),
          body: chooseCasePathBody,
          response: { 200: caseTasksResponse },
        },
      },
      (request) => work.chooseCasePath(db, authOf(request), request.params.caseId, request.params.stepId, request.body),
    );

    app.get(
      '/law-firm/:lawFirmId/my-tasks',
      {
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          querystring: myTasksQuery,
          response: { 200: myTasksResponse },
        },
      },
      (request) => work.myTasks(db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/law-firm/:lawFirmId/my-tasks/counts',
      {
        schema: { tags, params: z.object({ lawFirmId: idParam }), response: { 200: myTaskCountsSchema } },
      },
      (request) => work.myTaskCounts(db, authOf(request), request.params.lawFirmId),
    );
  };
