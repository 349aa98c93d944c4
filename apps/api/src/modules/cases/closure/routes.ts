/** Case closure (§2, §4, §5): the export, downloaded or mailed as a link; the case's exports and their links. */

import type { Readable } from 'node:stream';
import {
  caseClosureBody,
  caseClosureSentSchema,
  caseExportListSchema,
  caseProfileSchema,
  idParam,
} from '@counsel/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../../app-services.js';
import { authOf } from '../../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../../platform/permissions.js';
import { contentDisposition } from '../../documents/routes.js';
import * as links from './links.js';
import { reopenCase } from './reopen.js';
import * as closure from './service.js';

const tags = ['case closure'];
// Reopening is listed with the case's work in the API docs, where it was before it came beside closing.
const REOPEN_TAGS = ['case tasks'];

/** Streams an export file: the archive of a whole case never passes through memory. */
function sendExport(reply: FastifyReply, file: { fileName: string; mimeType: string; size: number; stream: Readable }) {
  return reply
    .type(file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

export const caseClosureRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: closure.ClosureDeps = {
      db: services.db,
      storage: services.storage,
      mailer: services.mailer,
      publicOrigin: services.config.publicOrigin,
    };

    app.post(
      '/case/:caseId/reopen',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: { tags: REOPEN_TAGS, params: z.object({ caseId: idParam }), response: { 200: caseProfileSchema } },
      },
      (request) => reopenCase(services.db, authOf(request), request.params.caseId, request.ip),
    );

    app.post(
      '/case/:caseId/closure',
      {
        preHandler: requireAbility('update', 'cases'),
        // Each export renders a report and may archive a whole case: a limit keeps one session from looping it.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'option pdf or zip; type local (200, the file) or email (201, a link mailed to email with subject). The case ' +
            'becomes CLOSED. Sections the caller may not read (documents, filled forms, invoices, time) are left out and ' +
            'named. 422: closure_recipient_not_allowed (only the case’s client or contacts, or the firm’s staff), ' +
            'closure_export_limit (the case keeps at most 10 exports), closure_too_large (a ZIP holds at most 2 GiB).',
          params: z.object({ caseId: idParam }),
          body: caseClosureBody,
          response: { 201: caseClosureSentSchema },
        },
      },
      async (request, reply) => {
        const outcome = await closure.closeCase(deps, authOf(request), request.params.caseId, request.body, request.ip);
        if (outcome.delivery === 'email') return reply.status(201).send(outcome.sent);
        return sendExport(reply, outcome);
      },
    );

    app.get(
      '/case-exports/:token',
      {
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, params: z.object({ token: z.string().min(20).max(100) }) },
      },
      async (request, reply) => {
        return sendExport(reply, await links.openExport(deps, request.params.token));
      },
    );

    app.get(
      '/case/:caseId/exports',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description: 'The case’s exports, newest first, with the state of each mailed link.',
          params: z.object({ caseId: idParam }),
          response: { 200: caseExportListSchema },
        },
      },
      async (request) => ({ exports: await links.listExports(deps, authOf(request), request.params.caseId) }),
    );

    app.delete(
      '/case/:caseId/exports/:exportId/link',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          description: 'Withdraws an export’s mailed link (410 from then on); the export stays a case document.',
          params: z.object({ caseId: idParam, exportId: idParam }),
        },
      },
      async (request, reply) => {
        const { caseId, exportId } = request.params;
        await links.revokeExportLink(deps, authOf(request), caseId, exportId, request.ip);
        return reply.status(204).send();
      },
    );
  };
