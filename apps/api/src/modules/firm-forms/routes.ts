/**
 * The firm's legal-forms library (spec §7): folders, uploads, the list, downloads and deletes, under
 * /firm-legal-form/{lawFirmId}/... The 'forms' ability gates them: read to list and download, create
 * to upload and add folders, update to rename, manage to delete.
 */
import {
  createFirmFormDirectoryBody,
  FIRM_FORM_MAX_BYTES,
  fieldCorrectionsResponse,
  fileNameForType,
  firmFormDirectoryListResponse,
  firmFormDirectoryParam,
  firmFormDirectoryResponse,
  firmFormListQuery,
  firmFormListResponse,
  firmFormParams,
  firmFormResponse,
  idParam,
  placeFormFieldsBody,
  renameFirmFormDirectoryBody,
  saveFieldCorrectionsBody,
} from '@counsel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { contentDisposition } from '../../platform/downloads.js';
import { parseOrFail, readFormFields } from '../../platform/form-data.js';
import { multipartParts } from '../../platform/multipart.js';
import { requireAbility } from '../../platform/permissions.js';
import { partLimit, receiveFile } from '../../platform/uploads/index.js';
import { saveFieldCorrections } from './field-corrections.js';
import { placeFields } from './field-placement.js';
import * as library from './service.js';

const tags = ['firm legal forms'];
const firmParams = z.object({ lawFirmId: idParam });
const folderParams = z.object({ lawFirmId: idParam, directoryId: idParam });

/** The title, directory_id and the PDF in `form` of an upload, streamed to a temporary file; other files are ignored. */
async function readUpload(request: FastifyRequest): Promise<library.FormUpload> {
  const upload: library.FormUpload = { title: undefined, directoryId: undefined, file: null };
  if (!request.isMultipart()) return upload;
  const limits = { fileSize: partLimit(FIRM_FORM_MAX_BYTES), files: 1, fields: 20 };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'file') {
      if (part.fieldname === 'form') upload.file = await receiveFile(request, part, { maxBytes: FIRM_FORM_MAX_BYTES });
      else part.file.resume(); // not ours: let it pass
    } else if (part.fieldname === 'title' && typeof part.value === 'string') {
      upload.title = part.value;
    } else if (part.fieldname === 'directory_id' && typeof part.value === 'string') {
      upload.directoryId = part.value;
    }
  }
  return upload;
}

/** Spec §7: the upload's failure is told in the response field `error`, beside our usual shape. */
async function withErrorField(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return JSON.stringify({ ...body, error: body.message });
  } catch {
    return payload;
  }
}

/** A form's PDF, inline, always named .pdf whatever the uploaded name said. */
function sendPdf(reply: FastifyReply, file: library.FormFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', fileNameForType(file.fileName, 'application/pdf')))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-cache')
    .send(file.bytes);
}

export const firmFormRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };

    app.post(
      '/firm-legal-form/:lawFirmId/:directoryId/directory',
      {
        preHandler: requireAbility('create', 'forms'),
        schema: {
          tags,
          description:
            'Form data (or JSON): `directory_name`, and optionally `path`. `directoryId` is the parent folder (0 is ' +
            'the root) and alone decides where the folder goes; `path` only checks it: the parent folder’s path as ' +
            'shown ("/" for the root) or the new folder’s own path (the parent’s path and directory_name, e.g. ' +
            '"/Intake/Family"), slashes at the ends and case ignored. A path naming another place (the folder was ' +
            'renamed or removed meanwhile) answers 409 `directory_path_mismatch` with the actual parent path.',
          consumes: ['multipart/form-data', 'application/json'],
          params: z.object({ lawFirmId: idParam, directoryId: firmFormDirectoryParam }),
          response: { 201: firmFormDirectoryResponse },
        },
      },
      async (request, reply) => {
        const body = parseOrFail(createFirmFormDirectoryBody, await readFormFields(request));
        const { lawFirmId, directoryId } = request.params;
        const directory = await library.createDirectory(deps, authOf(request), lawFirmId, directoryId, body);
        return reply.status(201).send({ directory });
      },
    );

    app.get(
      '/firm-legal-form/:lawFirmId/directories',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: firmParams, response: { 200: firmFormDirectoryListResponse } },
      },
      async (request) => ({
        directories: await library.listDirectories(deps, authOf(request), request.params.lawFirmId),
      }),
    );

    app.put(
      '/firm-legal-form/:lawFirmId/directories/:directoryId',
      {
        preHandler: requireAbility('update', 'forms'),
        schema: {
          tags,
          params: folderParams,
          body: renameFirmFormDirectoryBody,
          response: { 200: firmFormDirectoryResponse },
        },
      },
      async (request) => {
        const { lawFirmId, directoryId } = request.params;
        const name = request.body.directory_name;
        return { directory: await library.renameDirectory(deps, authOf(request), lawFirmId, directoryId, name) };
      },
    );

    app.delete(
      '/firm-legal-form/:lawFirmId/directories/:directoryId',
      { preHandler: requireAbility('delete', 'forms'), schema: { tags, params: folderParams } },
      async (request, reply) => {
        await library.deleteDirectory(deps, authOf(request), request.params.lawFirmId, request.params.directoryId);
        return reply.status(204).send();
      },
    );

    app.post(
      '/firm-legal-form/:firmId/form-upload',
      {
        preHandler: requireAbility('create', 'forms'),
        onSend: withErrorField,
        schema: {
          tags,
          description:
            'Multipart: title (optional; the file name without .pdf by default), directory_id (optional; empty or 0 is the root) and one PDF in `form` (at most 25 MiB). Failures also carry their text in `error`.',
          consumes: ['multipart/form-data'],
          params: z.object({ firmId: idParam }),
          response: { 201: firmFormResponse },
        },
      },
      async (request, reply) => {
        const form = await library.uploadForm(deps, authOf(request), request.params.firmId, () => readUpload(request));
        return reply.status(201).send({ form });
      },
    );

    app.get(
      '/firm-legal-form/:lawFirmId/all-forms',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: {
          tags,
          description:
            'Without directory_id: every form and folder of the firm. With directory_id (0 = the root): that folder’s forms and sub-folders, the folder and its breadcrumbs.',
          params: firmParams,
          querystring: firmFormListQuery,
          response: { 200: firmFormListResponse },
        },
      },
      async (request) => library.listForms(deps, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/firm-legal-form/:lawFirmId/forms/:formId/file',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, description: 'The current version’s PDF.', params: firmFormParams },
      },
      async (request, reply) => {
        const { lawFirmId, formId } = request.params;
        return sendPdf(reply, await library.readFormFile(deps, authOf(request), lawFirmId, formId));
      },
    );

    app.get(
      '/firm-legal-form/:lawFirmId/forms/:formId/versions/:versionId/file',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: firmFormParams.extend({ versionId: idParam }) },
      },
      async (request, reply) => {
        const { lawFirmId, formId, versionId } = request.params;
        return sendPdf(reply, await library.readFormFile(deps, authOf(request), lawFirmId, formId, versionId));
      },
    );

    app.post(
      '/firm-legal-form/:lawFirmId/forms/:formId/fields',
      {
        // The same ability as an upload: placing fields makes a new version of the form.
        preHandler: requireAbility('create', 'forms'),
        schema: {
          tags,
          description:
            'Adds AcroForm fields to the current version and saves the result as a new version. Positions in PDF points from the page’s bottom-left corner; page is 1-based. 422 names the field whose page does not exist or whose box leaves its page.',
          params: firmFormParams,
          body: placeFormFieldsBody,
          response: { 200: firmFormResponse },
        },
      },
      async (request) => {
        const { lawFirmId, formId } = request.params;
        return { form: await placeFields(deps, authOf(request), lawFirmId, formId, request.body) };
      },
    );

    app.put(
      '/firm-legal-form/:lawFirmId/forms/:formId/field-corrections',
      {
        // Correcting fields edits the form, as a rename does: the forms update ability.
        preHandler: requireAbility('update', 'forms'),
        schema: {
          tags,
          description:
            'Saves the Fields dialog’s corrections of the fields read from the form, by PDF field name: `type` ' +
            '(a text field may become date, number, email or signature and back; a box or a list keeps its kind), ' +
            '`format` of a text field (phone, ssn, a_number, uscis_account, receipt_number, i94_number, zip_code, ' +
            'or none for free text), `label` and `label_ar` (the Arabic label the client sees). Each property sent ' +
            'replaces the saved one, null drops it, one left out stays; fields not named keep theirs. They are kept ' +
            'with the form, so a new version keeps those whose field names remain, and every schema of the form ' +
            '(extract-form-fields, form-schema, the collaboration form) applies them. A name the current version ' +
            'does not have, or a type the field cannot take, is 400 and saves nothing. Answers the corrected fields.',
          params: firmFormParams,
          body: saveFieldCorrectionsBody,
          response: { 200: fieldCorrectionsResponse },
        },
      },
      async (request) => {
        const { lawFirmId, formId } = request.params;
        return { fields: await saveFieldCorrections(deps, authOf(request), lawFirmId, formId, request.body) };
      },
    );

    app.delete(
      '/firm-legal-form/:lawFirmId/forms/:formId',
      { preHandler: requireAbility('delete', 'forms'), schema: { tags, params: firmFormParams } },
      async (request, reply) => {
        await library.deleteForm(deps, authOf(request), request.params.lawFirmId, request.params.formId);
        return reply.status(204).send();
      },
    );
  };
