/**
 * Documents (spec §7 "Documents"): uploads to a client's general documents or to a case, the lists,
 * new versions, soft delete, and downloads. Files are answered so that a browser never runs them:
 * attachment (inline only for PDF and raster images), nosniff, and a sandboxing CSP.
 */
import {
  createDocumentsResponse,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  type Document,
  documentListQuery,
  documentListResponse,
  documentResponse,
  documentVersionsResponse,
  type FromGoogleDriveBody,
  fileNameForType,
  fromGoogleDriveBody,
  fromGoogleDriveQuery,
  idParam,
} from '@counsel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { authOf } from '../../platform/auth/plugin.js';
import { contentDisposition } from '../../platform/downloads.js';
import { validationFailed } from '../../platform/errors.js';
import { parseOrFail } from '../../platform/form-data.js';
import { multipartFile, multipartParts } from '../../platform/multipart.js';
import { requireAbility } from '../../platform/permissions.js';
import { partLimit, receiveFile } from '../../platform/uploads/index.js';
import * as documents from './service.js';

const tags = ['documents'];
const fileLimits = { fileSize: partLimit(DOCUMENT_MAX_BYTES), fields: 20 };
const receiving = { maxBytes: DOCUMENT_MAX_BYTES };
const uploadDescription =
  'Multipart: an optional title, an optional `directory_id` (a folder of /doc-management) and one or more files in `documents` (at most 25 MiB each): PDF, Word, text, RTF, ODT or an image. ' +
  'With ?from_google_drive=true, JSON {user_id, file_id, title}: the caller’s Drive file is copied in.';

/** The JSON body of a Drive copy, validated here because the route's body is otherwise multipart. */
function driveCopyBody(request: FastifyRequest) {
  if (request.isMultipart()) throw validationFailed({ file_id: 'Send JSON with user_id and file_id.' });
  return parseOrFail(fromGoogleDriveBody, request.body ?? {});
}

/** The title field and the `documents` files of a multipart body, each file streamed to a temporary file. */
async function readUpload(request: FastifyRequest): Promise<documents.Upload> {
  const upload: documents.Upload = { title: undefined, files: [] };
  if (!request.isMultipart()) return upload;
  for await (const part of multipartParts(request, { limits: { ...fileLimits, files: DOCUMENT_MAX_FILES } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'documents') upload.files.push(await receiveFile(request, part, receiving));
      else part.file.resume(); // not ours: let it pass
    } else if (part.fieldname === 'title' && typeof part.value === 'string') {
      upload.title = part.value;
    } else if (part.fieldname === 'directory_id' && typeof part.value === 'string') {
      upload.directoryId = part.value;
    }
  }
  return upload;
}

async function readOneFile(request: FastifyRequest): Promise<documents.UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const file = await multipartFile(request, { limits: { ...fileLimits, files: 1 } });
  if (!file) return null;
  return receiveFile(request, file, receiving);
}

// Case closure names its archive with it too.
export { contentDisposition };

/**
 * Answers a stored file so that a browser never runs it (also used by the sent-form link and the portal),
 * saved under a name with its type's extension: a GIF uploaded as "x.html" is saved as "x.gif".
 */
export function sendFile(reply: FastifyReply, file: documents.FileDownload) {
  const name = fileNameForType(file.fileName, file.mimeType);
  return reply
    .type(file.mimeType)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-cache')
    .send(file.bytes);
}

/**
 * Copies the caller's Drive file into documents (`?from_google_drive=true`). The google-drive module's
 * (it stands above documents and uses its store), given by app.ts so that this module does not import it.
 */
export type DriveCopier = (
  auth: AuthContext,
  target: documents.Target,
  body: FromGoogleDriveBody,
) => Promise<Document[]>;

export const documentRoutes =
  (services: AppServices, copyFromDrive: DriveCopier): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };

    app.post(
      '/client/:lawFirmId/:clientId/documents',
      {
        preHandler: requireAbility('create', 'documents'),
        schema: {
          tags,
          description: uploadDescription,
          consumes: ['multipart/form-data'],
          params: z.object({ lawFirmId: idParam, clientId: idParam }),
          querystring: fromGoogleDriveQuery,
          response: { 201: createDocumentsResponse },
        },
      },
      async (request, reply) => {
        const { lawFirmId, clientId } = request.params;
        const target = { lawFirmId, clientId, caseId: null };
        const created =
          request.query.from_google_drive === 'true'
            ? await copyFromDrive(authOf(request), target, driveCopyBody(request))
            : await documents.createDocuments(deps, authOf(request), target, () => readUpload(request));
        return reply.status(201).send({ documents: created, document: created[0]! });
      },
    );

    app.post(
      '/case/:lawFirmId/:clientId/:caseId/documents',
      {
        preHandler: requireAbility('create', 'documents'),
        schema: {
          tags,
          description: uploadDescription,
          consumes: ['multipart/form-data'],
          params: z.object({ lawFirmId: idParam, clientId: idParam, caseId: idParam }),
          querystring: fromGoogleDriveQuery,
          response: { 201: createDocumentsResponse },
        },
      },
      async (request, reply) => {
        const created =
          request.query.from_google_drive === 'true'
            ? await copyFromDrive(authOf(request), request.params, driveCopyBody(request))
            : await documents.createDocuments(deps, authOf(request), request.params, () => readUpload(request));
        return reply.status(201).send({ documents: created, document: created[0]! });
      },
    );

    app.get(
      '/client/:clientId/general-documents',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          querystring: documentListQuery,
          response: { 200: documentListResponse },
        },
      },
      async (request) => documents.listGeneral(deps, authOf(request), request.params.clientId, request.query),
    );

    app.get(
      '/case/:caseId/documents',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: {
          tags,
          params: z.object({ caseId: idParam }),
          querystring: documentListQuery,
          response: { 200: documentListResponse },
        },
      },
      async (request) => documents.listOfCase(deps, authOf(request), request.params.caseId, request.query),
    );

    app.get(
      '/document/:id',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: documentResponse } },
      },
      async (request) => ({ document: await documents.getDocument(deps, authOf(request), request.params.id) }),
    );

    app.get(
      '/document/:id/versions',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: documentVersionsResponse } },
      },
      async (request) => ({ versions: await documents.listVersions(deps, authOf(request), request.params.id) }),
    );

    app.get(
      '/document/:id/file',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, description: 'The current version’s bytes.', params: z.object({ id: idParam }) },
      },
      async (request, reply) => sendFile(reply, await documents.readFile(deps, authOf(request), request.params.id)),
    );

    app.get(
      '/document/:id/versions/:versionId/file',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: z.object({ id: idParam, versionId: idParam }) },
      },
      async (request, reply) =>
        sendFile(reply, await documents.readFile(deps, authOf(request), request.params.id, request.params.versionId)),
    );

    app.put(
      '/document/update-document/:id',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: {
          tags,
          description: 'Multipart with one file in `file`: it becomes the new current version; earlier ones are kept.',
          consumes: ['multipart/form-data'],
          params: z.object({ id: idParam }),
          response: { 200: documentResponse },
        },
      },
      async (request) => ({
        document: await documents.addVersion(deps, authOf(request), request.params.id, () => readOneFile(request)),
      }),
    );

    app.post(
      '/document/:id/versions/:versionId/restore',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: {
          tags,
          description:
            'Makes an earlier version current again: it is added as the newest version, and every version stays kept.',
          params: z.object({ id: idParam, versionId: idParam }),
          response: { 200: documentResponse },
        },
      },
      async (request) => ({
        document: await documents.restoreVersion(deps, authOf(request), request.params.id, request.params.versionId),
      }),
    );

    app.delete(
      '/document/:id',
      {
        preHandler: requireAbility('delete', 'documents'),
        schema: { tags, params: z.object({ id: idParam }) },
      },
      async (request, reply) => {
        await documents.deleteDocument(deps, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
