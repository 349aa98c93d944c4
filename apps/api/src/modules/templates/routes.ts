/**
 * Templates, merge fields and table columns (documents-forms-workflows §2, §3, §5, §7): thin routes;
 * who may do what depends on a template's kind, so the services check it (access.ts).
 */
import {
  documentSchema,
  generateDocumentBody,
  idParam,
  mergeFieldBody,
  mergeFieldListResponse,
  mergeFieldResponse,
  renderContextBody,
  tableColumnsQuery,
  tableColumnsResponse,
  templateBody,
  templateListQuery,
  templateListResponse,
  templateParams,
  templatePreviewResponse,
  templateResponse,
  templateTitleListResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import { columnsOf } from './fields.js';
import { generateDocument } from './generate.js';
import * as mergeFields from './merge-fields.js';
import { loadContext, renderTemplate } from './render.js';
import * as templates from './service.js';

const tags = ['templates'];
const firmParams = z.object({ lawFirmId: idParam });
// Built-in merge fields have negative ids: they reach the service, which answers 403 for them.
const mergeFieldParams = z.object({
  lawFirmId: idParam,
  id: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647),
});
const generatedResponse = z.object({ document: documentSchema, unknown_fields: z.array(z.string()) });

export const templateRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const documentDeps = { db, storage: services.storage };

    app.get(
      '/templates/:lawFirmId',
      {
        schema: {
          tags,
          description: 'One kind’s templates, last changed first, 20 a page; search matches the title.',
          params: firmParams,
          querystring: templateListQuery,
          response: { 200: templateListResponse },
        },
      },
      (request) => templates.listTemplates(db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.post(
      '/templates/:lawFirmId',
      { schema: { tags, params: firmParams, body: templateBody, response: { 201: templateResponse } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await templates.createTemplate(db, authOf(request), request.params.lawFirmId, request.body)),
    );

    app.get(
      '/templates/:lawFirmId/:id',
      { schema: { tags, params: templateParams, response: { 200: templateResponse } } },
      (request) => templates.getTemplate(db, authOf(request), request.params.lawFirmId, request.params.id),
    );

    app.put(
      '/templates/:lawFirmId/:id',
      {
        schema: {
          tags,
          description: 'A template’s kind cannot change (422).',
          params: templateParams,
          body: templateBody,
          response: { 200: templateResponse },
        },
      },
      (request) =>
        templates.updateTemplate(db, authOf(request), request.params.lawFirmId, request.params.id, request.body),
    );

    app.delete('/templates/:lawFirmId/:id', { schema: { tags, params: templateParams } }, async (request, reply) => {
      await templates.deleteTemplate(db, authOf(request), request.params.lawFirmId, request.params.id);
      return reply.status(204).send();
    });

    app.post(
      '/templates/:lawFirmId/:id/preview',
      {
        schema: {
          tags,
          description: 'The template filled for a contact, case and invoice of the firm; nothing is sent or saved.',
          params: templateParams,
          body: renderContextBody,
          response: { 200: templatePreviewResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const template = await templates.readableTemplate(db, auth, request.params.lawFirmId, request.params.id);
        const { sources } = await loadContext(db, auth, request.body);
        return renderTemplate(template, sources);
      },
    );

    app.post(
      '/templates/:lawFirmId/:id/generate-document',
      {
        schema: {
          tags,
          description: 'A document template filled for a client and saved as the client’s (or the case’s) document.',
          params: templateParams,
          body: generateDocumentBody,
          response: { 201: generatedResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await generateDocument(
              documentDeps,
              authOf(request),
              request.params.lawFirmId,
              request.params.id,
              request.body,
            ),
          ),
    );

    const readWorkflows = requireAbility('read', 'workflows');
    const pickerParams = z.object({ firmId: idParam });
    app.get(
      '/workflow/get-email-templates-by-law-firm/:firmId',
      {
        preHandler: readWorkflows,
        schema: { tags, params: pickerParams, response: { 200: templateTitleListResponse } },
      },
      (request) => templates.templateTitles(db, authOf(request), request.params.firmId, 'email'),
    );
    app.get(
      '/workflow/get-document-templates-by-law-firm/:firmId',
      {
        preHandler: readWorkflows,
        schema: { tags, params: pickerParams, response: { 200: templateTitleListResponse } },
      },
      (request) => templates.templateTitles(db, authOf(request), request.params.firmId, 'document'),
    );

    app.get(
      '/merge-fields/:lawFirmId',
      {
        schema: {
          tags,
          description: 'The built-in merge fields (system, negative ids), then the firm’s own by target and name.',
          params: firmParams,
          response: { 200: mergeFieldListResponse },
        },
      },
      (request) => mergeFields.listMergeFields(db, authOf(request), request.params.lawFirmId),
    );

    app.post(
      '/merge-fields/:lawFirmId',
      { schema: { tags, params: firmParams, body: mergeFieldBody, response: { 201: mergeFieldResponse } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await mergeFields.createMergeField(db, authOf(request), request.params.lawFirmId, request.body)),
    );

    app.put(
      '/merge-fields/:lawFirmId/:id',
      { schema: { tags, params: mergeFieldParams, body: mergeFieldBody, response: { 200: mergeFieldResponse } } },
      (request) =>
        mergeFields.updateMergeField(db, authOf(request), request.params.lawFirmId, request.params.id, request.body),
    );

    app.delete(
      '/merge-fields/:lawFirmId/:id',
      { schema: { tags, params: mergeFieldParams } },
      async (request, reply) => {
        await mergeFields.deleteMergeField(db, authOf(request), request.params.lawFirmId, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/table-column/get-columns',
      {
        schema: {
          tags,
          description: 'The fields a template can fill for a merge-field target (meeting and appointment: none yet).',
          querystring: tableColumnsQuery,
          response: { 200: tableColumnsResponse },
        },
      },
      (request) => {
        // Any signed-in member (authOf answers 401 otherwise): the columns are the same for every firm.
        authOf(request);
        return { columns: columnsOf(request.query.table) };
      },
    );
  };
