/**
 * The write calls on tasks: create on workflows to create a task or link existing ones into a step,
 * update to change a task or take one out of a step. Registered by the builder routes.
 */
import {
  addTasksToStepBody,
  createTaskBody,
  idParam,
  stepTaskParams,
  updateTaskBody,
  versionQuery,
  workflowTaskSchema,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import * as tasks from './task-service.js';

const tags = ['workflows'];
const firmParams = z.object({ lawFirmId: idParam });
const stepParams = z.object({ stepId: idParam });
const taskParams = z.object({ taskId: idParam });
const versioned = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, version: z.number().int() });

/** What both task bodies take (§3 "Task"), said once. */
const TASK_FIELDS_NOTE =
  '`participant_type` (required) is one of the firm’s types or a public type by its name (Attorney, Paralegal, ' +
  'Legal assistant, Client), kept as the task’s `participant_type_name` as public tasks keep it. ' +
  '`participant_type`, `email_template` and `document_template` are ids, or the objects a task is ' +
  'answered with (`{id, name, description}`, `{id, title}`; only `id` is read). `priority` defaults to LOW and ' +
  '`duration` (minutes) to 0; each instruction needs a title and a description (an `id` sent with it is ignored).';

const create = requireAbility('create', 'workflows');
const update = requireAbility('update', 'workflows');

export const workflowTaskRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.post(
      '/workflow/add-tasks-to-workflow-step/:stepId',
      {
        preHandler: create,
        schema: {
          tags,
          params: stepParams,
          body: addTasksToStepBody,
          response: { 201: versioned({ tasks: z.array(workflowTaskSchema) }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tasks.addTasksToStep(db, authOf(request), request.params.stepId, request.body)),
    );

    app.post(
      '/workflow/create-workflow-step-task/:lawFirmId',
      {
        preHandler: create,
        schema: {
          tags,
          description:
            `${TASK_FIELDS_NOTE} \`step_parent\`: for a task in a sub-step its main step; for a main step null ` +
            "or the step's own id (anything else is 422 `step_parent_mismatch`).",
          params: firmParams,
          body: createTaskBody,
          response: { 201: versioned({ task: workflowTaskSchema }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tasks.createTask(db, authOf(request), request.params.lawFirmId, request.body)),
    );

    app.put(
      '/workflow/update-workflow-step-task/:taskId',
      {
        preHandler: update,
        schema: {
          tags,
          description: `${TASK_FIELDS_NOTE} The task's instructions and forms are replaced by those sent.`,
          params: taskParams,
          body: updateTaskBody,
          response: { 200: z.object({ task: workflowTaskSchema }) },
        },
      },
      (request) => tasks.updateTask(db, authOf(request), request.params.taskId, request.body),
    );

    app.delete(
      '/workflow/remove-task-from-step/:stepId/:taskId',
      {
        preHandler: update,
        schema: { tags, params: stepTaskParams, querystring: versionQuery, response: { 200: versioned({}) } },
      },
      (request) =>
        tasks.removeTaskFromStep(
          db,
          authOf(request),
          request.params.stepId,
          request.params.taskId,
          request.query.version,
        ),
    );
  };
