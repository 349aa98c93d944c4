import {
  caseProfileSchema,
  caseSchema,
  clientCasesLightResponse,
  clientCasesResponse,
  createCaseRequest,
  createFoiaCaseRequest,
  firmCasesExportQuery,
  firmCasesQuery,
  firmCasesResponse,
  idParam,
  updateCaseRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { parseOrFail, readFormFields } from '../../platform/form-data.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { caseClosureRoutes } from './closure/routes.js';
import { exportFirmCasesCsv } from './export.js';
import { createFoiaCase } from './foia.js';
import { foiaRequestRoutes } from './foia-routes.js';
import { caseMemberRoutes } from './members/routes.js';
import * as cases from './service.js';
import { newCaseWork } from './tasks/new-case.js';
import { caseTaskRoutes } from './tasks/routes.js';

const tags = ['cases'];

const caseCoreRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    // Form data (multipart): the body is read and validated here rather than by a route schema.
    app.post(
      '/case/',
      {
        preHandler: requireAbility('create', 'cases'),
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: caseSchema } },
      },
      async (request, reply) => {
        const body = parseOrFail(createCaseRequest, await readFormFields(request));
        const deps = {
          db,
          mailer: services.mailer,
          publicOrigin: services.config.publicOrigin,
          log: request.log,
          work: newCaseWork,
        };
        return reply.status(201).send(await cases.createCase(deps, authOf(request), body, request.ip));
      },
    );

    app.get(
      '/case/:id',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: caseProfileSchema } },
      },
      (request) => cases.caseProfile(db, authOf(request), request.params.id),
    );

    app.put(
      '/case/:id',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          params: z.object({ id: idParam }),
          body: updateCaseRequest,
          response: { 200: caseProfileSchema },
        },
      },
      (request) => cases.updateCase(db, authOf(request), request.params.id, request.body, request.ip),
    );

    app.get(
      '/client/:id/cases',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: clientCasesResponse } },
      },
      (request) => cases.listClientCases(db, authOf(request), request.params.id),
    );

    app.get(
      '/client/:id/cases/light',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: clientCasesLightResponse } },
      },
      (request) => cases.listClientCasesLight(db, authOf(request), request.params.id),
    );

    app.get(
      '/law-firm/:lawFirmId/cases',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          querystring: firmCasesQuery,
          response: { 200: firmCasesResponse },
        },
      },
      async (request) =>
        cases.listFirmCases(await readDb(services, request), authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/law-firm/:lawFirmId/cases/export',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ lawFirmId: idParam }), querystring: firmCasesExportQuery },
      },
      async (request, reply) => {
        const reads = await readDb(services, request);
        return sendCsv(
          reply,
          'cases',
          await exportFirmCasesCsv(reads, authOf(request), request.params.lawFirmId, request.query),
        );
      },
    );

    app.post(
      '/foia-cases',
      {
        preHandler: requireAbility('create', 'cases'),
        schema: { tags, body: createFoiaCaseRequest, response: { 201: caseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createFoiaCase(db, authOf(request), request.body, request.ip)),
    );
  };

/**
 * Every route of the case aggregate, registered in this order by the app. The one place where the cases core
 * reaches into its sub-folders (tasks, members, closure), which import the core and never the other way.
 */
export const caseRoutes = [caseCoreRoutes, foiaRequestRoutes, caseTaskRoutes, caseMemberRoutes, caseClosureRoutes];
