/**
 * The spec's /time_entry calls, plus GET /time_entry/running. No route needs a rule of its own:
 * everyone tracks their own time; the service decides about other people's entries.
 */
import {
  createTimeEntryRequest,
  deleteTimeEntryResponse,
  idParam,
  runningTimeEntriesResponse,
  timeEntriesExportQuery,
  timeEntriesPage,
  timeEntriesQuery,
  timeEntryResponse,
  updateTimeEntryRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { exportTimeEntriesCsv } from './export.js';
import type { TimeEntryListScope } from './service.js';
import * as time from './service.js';

const tags = ['time entries'];

export const timeEntryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/time_entry/all/:lawFirmId',
      {
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          querystring: timeEntriesQuery,
          response: { 200: timeEntriesPage },
        },
      },
      async (request) =>
        time.listFirmEntries(await readDb(services, request), authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/time_entry/client/:clientId',
      {
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          querystring: timeEntriesQuery,
          response: { 200: timeEntriesPage },
        },
      },
      async (request) =>
        time.listClientEntries(
          await readDb(services, request),
          authOf(request),
          request.params.clientId,
          request.query,
        ),
    );

    app.get(
      '/time_entry/case/:caseId',
      {
        schema: {
          tags,
          params: z.object({ caseId: idParam }),
          querystring: timeEntriesQuery,
          response: { 200: timeEntriesPage },
        },
      },
      async (request) =>
        time.listCaseEntries(await readDb(services, request), authOf(request), request.params.caseId, request.query),
    );

    // The lists' CSV exports: the same filter, order and visibility as the list, every page.
    const exports = [
      ['/time_entry/all/:lawFirmId/export', 'lawFirmId'],
      ['/time_entry/client/:clientId/export', 'clientId'],
      ['/time_entry/case/:caseId/export', 'caseId'],
    ] as const;
    for (const [path, key] of exports) {
      app.get(
        path,
        { schema: { tags, params: z.object({ [key]: idParam }), querystring: timeEntriesExportQuery } },
        async (request, reply) => {
          const scope = { [key]: (request.params as Record<string, number>)[key] } as TimeEntryListScope;
          return sendCsv(
            reply,
            'time-entries',
            await exportTimeEntriesCsv(await readDb(services, request), authOf(request), scope, request.query),
          );
        },
      );
    }

    app.get('/time_entry/running', { schema: { tags, response: { 200: runningTimeEntriesResponse } } }, (request) =>
      time.runningEntries(db, authOf(request)),
    );

    app.post(
      '/time_entry/create/:lawFirmId',
      {
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          body: createTimeEntryRequest,
          response: { 201: timeEntryResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await time.createTimeEntry(db, authOf(request), request.params.lawFirmId, request.body, request.ip)),
    );

    app.put(
      '/time_entry/:id',
      {
        schema: {
          tags,
          params: z.object({ id: idParam }),
          body: updateTimeEntryRequest,
          response: { 200: timeEntryResponse },
        },
      },
      (request) => time.updateTimeEntry(db, authOf(request), request.params.id, request.body, request.ip),
    );

    app.delete(
      '/time_entry/:id',
      { schema: { tags, params: z.object({ id: idParam }), response: { 200: deleteTimeEntryResponse } } },
      (request) => time.deleteTimeEntry(db, authOf(request), request.params.id, request.ip),
    );
  };
