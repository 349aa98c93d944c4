/**
 * Filling a form for a client (spec §7 "Forms": create-filled-form; "Documents": update-filled-form),
 * with the pre-filled schema, the preview and the reopening the review dialog needs.
 */
import {
  filledFormOnlyResponse,
  filledFormPreviewBody,
  filledFormResponse,
  formSchemaParams,
  formSchemaQuery,
  genericFormSchemaResponse,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import * as filling from './service.js';
import { readCreateUpload, readUpdateUpload } from './upload.js';

const tags = ['forms'];

export const formFillingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { assetsDir: services.config.formsAssetsDir, db: services.db, storage: services.storage };

    app.get(
      '/document/form-schema/:form_type/:id',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: {
          tags,
          description:
            'The collaboration schema of a public form or of one of the firm’s forms (its current version). With ' +
            '`client_id`, each client-related field’s default_value is that client’s fact; naming a client needs read ' +
            'on clients (403 otherwise).',
          params: formSchemaParams,
          querystring: formSchemaQuery,
          response: { 200: genericFormSchemaResponse },
        },
      },
      async (request) => filling.formSchema(deps, authOf(request), request.params, request.query.client_id),
    );

    app.post(
      '/document/filled-form-preview',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: {
          tags,
          description: 'The form’s PDF with the values written into its fields (flattened on request). Saves nothing.',
          body: filledFormPreviewBody,
        },
      },
      async (request, reply) => {
        const { form, values, flatten } = request.body;
        const bytes = await filling.previewFilledForm(deps, authOf(request), form, values, flatten);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="preview.pdf"')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );

    app.post(
      '/document/create-filled-form/:userId',
      {
        preHandler: requireAbility('create', 'documents'),
        schema: {
          tags,
          description:
            'Multipart: the filled PDF in `file`, `clientId`, optional `caseId` (`general` or absent: none), `title`; ' +
            'optional `form_type`, `form_id`, `form_schema` (JSON sections), `values` (JSON) and `flatten` are kept so ' +
            'the filling can be reopened. `userId` is the caller.',
          consumes: ['multipart/form-data'],
          params: z.object({ userId: idParam }),
          response: { 200: filledFormResponse },
        },
      },
      async (request) =>
        filling.createFilledForm(deps, authOf(request), request.params.userId, await readCreateUpload(request)),
    );

    app.put(
      '/document/update-filled-form/:id',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: {
          tags,
          description:
            'Multipart: the filled PDF in `file` becomes the document’s new version; optional `form_schema`, `values` ' +
            'and `flatten` replace the kept filling. `id` is the document’s id.',
          consumes: ['multipart/form-data'],
          params: z.object({ id: idParam }),
          response: { 200: filledFormResponse },
        },
      },
      async (request) =>
        filling.updateFilledForm(deps, authOf(request), request.params.id, () => readUpdateUpload(request)),
    );

    app.get(
      '/document/:id/filled-form',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: filledFormOnlyResponse } },
      },
      async (request) => ({ filled_form: await filling.getFilledForm(deps, authOf(request), request.params.id) }),
    );
  };
