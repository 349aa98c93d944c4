/**
 * Public forms (spec §7 "Forms": GET /legal_form) and field extraction (the form calls under
 * "Documents"). Reading public forms and extracting fields need the 'forms' read ability.
 */
import {
  EXTRACT_FORM_MAX_BYTES,
  extractedFormFieldsResponse,
  extractFormFieldsBody,
  formNameParam,
  genericFormSchemaResponse,
  idParam,
  publicFormListQuery,
  publicFormListResponse,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { validationFailed } from '../../platform/errors.js';
import { parseOrFail } from '../../platform/form-data.js';
import { multipartParts } from '../../platform/multipart.js';
import { requireAbility } from '../../platform/permissions.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import * as forms from './service.js';

const tags = ['forms'];

/**
 * The `form` file of a multipart body; other parts are ignored. It is streamed to a temporary file with
 * its size bounded, then read whole: pdf-lib parses a PDF from memory.
 */
async function uploadedForm(request: FastifyRequest): Promise<Buffer> {
  let received: ReceivedFile | undefined;
  const limits = { fileSize: partLimit(EXTRACT_FORM_MAX_BYTES), files: 1 };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'form') received = await receiveFile(request, part, { maxBytes: EXTRACT_FORM_MAX_BYTES });
    else part.file.resume(); // not ours: let it pass
  }
  if (!received) throw validationFailed({ form: 'Attach a PDF in `form`.' });
  return readReceived(received);
}

function formReference(request: FastifyRequest) {
  return parseOrFail(extractFormFieldsBody, request.body ?? {}).form;
}

export const formRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { assetsDir: services.config.formsAssetsDir, db: services.db, storage: services.storage };

    app.get(
      '/legal_form',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, querystring: publicFormListQuery, response: { 200: publicFormListResponse } },
      },
      async (request) => forms.listPublicForms(request.query.limit),
    );

    app.get(
      '/legal_form/:id/file',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, description: 'The public form’s PDF, inline.', params: z.object({ id: idParam }) },
      },
      async (request, reply) => {
        const file = await forms.publicFormFile(deps, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, max-age=3600')
          .send(file.bytes);
      },
    );

    app.post(
      '/document/extract-form-fields',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: {
          tags,
          description:
            'Multipart with a PDF in `form` (at most 25 MiB), or JSON {"form": {"form_type": "public", "id": 2}} for a public form ' +
            'or {"form": {"form_type": "law_firm", "id": 7}} for a form of the caller’s firm (its current version). ' +
            'Answers the fields found: [] for a PDF without fields, 415 for a file that is not a PDF, 422 for a PDF that cannot be read.',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: extractedFormFieldsResponse },
        },
      },
      async (request) => {
        if (request.isMultipart()) return forms.extractFromPdf(await uploadedForm(request));
        const form = formReference(request);
        if (form.form_type === 'law_firm') return forms.extractFromFirmForm(deps, authOf(request).firm.id, form.id);
        return forms.extractFromPublicForm(deps, form.id);
      },
    );

    app.get(
      '/document/generic-form-schema/:formName',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: formNameParam, response: { 200: genericFormSchemaResponse } },
      },
      async (request) => forms.genericFormSchema(deps, request.params.formName),
    );
  };
