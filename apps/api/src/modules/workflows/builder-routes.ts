/**
 * The write calls of workflows (§7 "Workflows" and the builder's own): create on workflows to create,
 * add or copy; update to rename, reorder, change or take a task out; delete (manage) to delete a
 * workflow or a step. Rules live in the services; these routes only parse and answer.
 */
import {
  addStepsToTemplateBody,
  addSubStepBody,
  copyWorkflowTemplateBody,
  createdTemplateResponse,
  createWorkflowStepBody,
  createWorkflowTemplateBody,
  idParam,
  predefinedWorkflowUsageResponse,
  reorderWorkflowBody,
  updateWorkflowStepBody,
  updateWorkflowTemplateBody,
  versionQuery,
  workflowIdParam,
  workflowStepSchema,
  workflowSubStepSchema,
  workflowTemplateResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as builder from './builder-service.js';
import * as copies from './copies.js';
import { predefinedUsage } from './guards.js';
import { reorderTemplate } from './reorder.js';
import { workflowTaskRoutes } from './task-routes.js';

const tags = ['workflows'];
const firmParams = z.object({ lawFirmId: idParam });
const stepParams = z.object({ stepId: idParam });
const templateParams = z.object({ templateId: idParam });
const versioned = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, version: z.number().int() });

const create = requireAbility('create', 'workflows');
const update = requireAbility('update', 'workflows');
const remove = requireAbility('delete', 'workflows');

export const workflowBuilderRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.post(
      '/workflow/create-workflow-template/:firmId',
      {
        preHandler: create,
        schema: {
          tags,
          params: z.object({ firmId: idParam }),
          body: createWorkflowTemplateBody,
          response: { 201: createdTemplateResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await builder.createTemplate(db, authOf(request), request.params.firmId, request.body.title)),
    );

    app.put(
      '/workflow/update-workflow-template/:id',
      {
        preHandler: update,
        schema: {
          tags,
          params: workflowIdParam,
          body: updateWorkflowTemplateBody,
          response: { 200: versioned({ template: createdTemplateResponse.shape.template }) },
        },
      },
      (request) => builder.renameTemplate(db, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/workflow/delete-workflow-template/:id',
      { preHandler: remove, schema: { tags, params: workflowIdParam } },
      async (request, reply) => {
        await builder.deleteTemplate(db, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/workflow/create-workflow-step/:lawFirmId',
      {
        preHandler: create,
        schema: {
          tags,
          params: firmParams,
          body: createWorkflowStepBody,
          response: { 201: versioned({ new_step: workflowStepSchema }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await builder.createStep(db, authOf(request), request.params.lawFirmId, request.body)),
    );

    app.post(
      '/workflow/add-steps-to-workflow-template/:templateId',
      {
        preHandler: create,
        schema: {
          tags,
          params: templateParams,
          body: addStepsToTemplateBody,
          response: { 201: versioned({ steps: z.array(workflowStepSchema) }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await copies.addStepsToTemplate(db, authOf(request), request.params.templateId, request.body)),
    );

    app.put(
      '/workflow/update-workflow-step/:stepId',
      {
        preHandler: update,
        schema: {
          tags,
          params: stepParams,
          body: updateWorkflowStepBody,
          response: { 200: versioned({ step: z.union([workflowStepSchema, workflowSubStepSchema]) }) },
        },
      },
      (request) => builder.updateStep(db, authOf(request), request.params.stepId, request.body),
    );

    app.delete(
      '/workflow/delete-workflow-step/:stepId',
      {
        preHandler: remove,
        schema: { tags, params: stepParams, querystring: versionQuery, response: { 200: versioned({}) } },
      },
      (request) => builder.deleteStep(db, authOf(request), request.params.stepId, request.query.version),
    );

    app.post(
      '/workflow/add-sub-step/:stepId',
      {
        preHandler: create,
        schema: {
          tags,
          params: stepParams,
          body: addSubStepBody,
          response: { 201: versioned({ sub_step: workflowSubStepSchema }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await builder.addSubStep(db, authOf(request), request.params.stepId, request.body)),
    );

    app.put(
      '/workflow/reorder/:templateId',
      {
        preHandler: update,
        schema: {
          tags,
          params: templateParams,
          body: reorderWorkflowBody,
          response: { 200: workflowTemplateResponse },
        },
      },
      (request) => reorderTemplate(db, authOf(request), request.params.templateId, request.body),
    );

    app.post(
      '/workflow/copy-workflow-template/:id',
      {
        preHandler: create,
        schema: {
          tags,
          params: workflowIdParam,
          body: copyWorkflowTemplateBody,
          response: { 201: createdTemplateResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await copies.copyTemplate(db, authOf(request), request.params.id, request.body)),
    );

    app.get(
      '/workflow/predefined-usage/:lawFirmId',
      {
        preHandler: requireAbility('read', 'workflows'),
        schema: { tags, params: firmParams, response: { 200: predefinedWorkflowUsageResponse } },
      },
      async (request) => {
        const auth = authOf(request);
        assertOwnFirm(auth, request.params.lawFirmId);
        return { usage: await predefinedUsage(db, auth) };
      },
    );

    await app.register(workflowTaskRoutes(services));
  };
