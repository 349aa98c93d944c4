/**
 * The read calls of workflows (§7 "Workflows"), each needing read on workflows. A lawFirmId in the path
 * must be the caller's firm; a template is the caller's firm's own or a public one.
 */
import {
  idParam,
  publicStepsQuery,
  workflowIdParam,
  workflowStepListResponse,
  workflowTaskListResponse,
  workflowTemplateListQuery,
  workflowTemplateListResponse,
  workflowTemplateResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import * as workflows from './service.js';

const tags = ['workflows'];
const firmParams = z.object({ lawFirmId: idParam });
const readWorkflows = requireAbility('read', 'workflows');

export const workflowRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/workflow/get-law-firm-workflow-templates/:lawFirmId',
      {
        preHandler: readWorkflows,
        schema: {
          tags,
          description: "The firm's workflows, last changed first, then (unless view=false) the public ones by title.",
          params: firmParams,
          querystring: workflowTemplateListQuery,
          response: { 200: workflowTemplateListResponse },
        },
      },
      (request) => workflows.listTemplates(db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/workflow/get-workflow-template/:id',
      {
        preHandler: readWorkflows,
        schema: { tags, params: workflowIdParam, response: { 200: workflowTemplateResponse } },
      },
      (request) => workflows.getTemplate(db, authOf(request), request.params.id),
    );

    app.get(
      '/workflow/get-law-firm-steps/:lawFirmId',
      {
        preHandler: readWorkflows,
        schema: { tags, params: firmParams, response: { 200: workflowStepListResponse } },
      },
      (request) => workflows.listFirmSteps(db, authOf(request), request.params.lawFirmId),
    );

    app.get(
      '/workflow/get-public-workflow-steps',
      {
        preHandler: readWorkflows,
        schema: { tags, querystring: publicStepsQuery, response: { 200: workflowStepListResponse } },
      },
      (request) => workflows.listPublicSteps(db, authOf(request), request.query.limit),
    );

    app.get(
      '/workflow/get-all-law-firm-tasks/:lawFirmId',
      {
        preHandler: readWorkflows,
        schema: { tags, params: firmParams, response: { 200: workflowTaskListResponse } },
      },
      (request) => workflows.listFirmTasks(db, authOf(request), request.params.lawFirmId),
    );

    app.get(
      '/workflow/get-all-public-tasks',
      { preHandler: readWorkflows, schema: { tags, response: { 200: workflowTaskListResponse } } },
      (request) => workflows.listPublicTasks(db, authOf(request)),
    );
  };
