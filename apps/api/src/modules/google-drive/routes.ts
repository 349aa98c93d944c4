/**
 * Google Drive (spec §7): the user's access token (or where to authorize), their Drive's files, upload,
 * folders, rename, delete, and the OAuth callback the authorization popup returns to. A user only ever
 * reaches their own Drive: another user's id answers 404.
 */
import {
  DOCUMENT_MAX_BYTES,
  driveAccessTokenResponse,
  driveFileResponse,
  driveFolderBody,
  driveListQuery,
  driveListResponse,
  driveRenameBody,
  idParam,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { callbackPath } from '../../integrations/google-drive/sandbox-routes.js';
import { authOf } from '../../platform/auth/plugin.js';
import { checkFormText } from '../../platform/input-guard.js';
import { multipartParts } from '../../platform/multipart.js';
import { registerOAuthCallback } from '../../platform/oauth/callback-routes.js';
import { setNonceCookie } from '../../platform/oauth/nonce-cookie.js';
import { requireAbility } from '../../platform/permissions.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import type { DriveCopier } from '../documents/routes.js';
import { accessTokenAnswer, assertSelf, completeAuthorization, disconnect, driveDeps } from './connection.js';
import { DRIVE_NONCE_COOKIE, NONCE_COOKIE } from './nonce-cookie.js';
import { CALLBACK_SCRIPT_PATH, callbackPage } from './pages.js';
import * as drive from './service.js';

const tags = ['google-drive'];
const userParams = z.object({ userId: idParam });
const fileParams = z.object({ userId: idParam, fileId: z.string().trim().min(1).max(200) });
// The Drive screens are the documents screens' (VIEW_DOCUMENTS); the Drive itself is the user's own.
const canView = requireAbility('read', 'documents');

/** The multipart upload: title, directory_id and one file. */
async function readUpload(request: FastifyRequest): Promise<drive.DriveUpload> {
  const upload: drive.DriveUpload = { title: undefined, directoryId: undefined, file: null };
  if (!request.isMultipart()) return upload;
  const limits = { fileSize: partLimit(DOCUMENT_MAX_BYTES), files: 1 };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume(); // not ours: let it pass
        continue;
      }
      // Streamed to disk with its size bounded, then read whole: the Drive client sends the bytes.
      const received = await receiveFile(request, part, { maxBytes: DOCUMENT_MAX_BYTES });
      upload.file = { bytes: await readReceived(received), filename: received.filename };
    } else if (typeof part.value === 'string') {
      if (part.fieldname === 'title') upload.title = part.value;
      if (part.fieldname === 'directory_id') upload.directoryId = part.value.trim() || undefined;
    }
  }
  checkFormText({ title: upload.title, directory_id: upload.directoryId, file: upload.file?.filename });
  return upload;
}

/**
 * The copy of a Drive file into documents that the documents routes answer `?from_google_drive=true`
 * with: handed to them by app.ts, so that documents, below this module, does not import it.
 */
export const driveDocumentCopier =
  (services: AppServices): DriveCopier =>
  (auth, target, body) =>
    drive.copyToDocuments(driveDeps(services), auth, target, body);

export const googleDriveRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = driveDeps(services);

    app.get(
      '/google-drive/:userId/access-token',
      {
        preHandler: canView,
        schema: { tags, params: userParams, response: { 200: driveAccessTokenResponse } },
      },
      async (request, reply) => {
        assertSelf(authOf(request), request.params.userId);
        const { answer, nonce } = await accessTokenAnswer(deps, authOf(request), request.cookies[NONCE_COOKIE]);
        if (nonce) setNonceCookie(reply, DRIVE_NONCE_COOKIE, nonce, services.config.cookieSecure);
        return answer;
      },
    );

    app.delete(
      '/google-drive/:userId/connection',
      {
        preHandler: canView,
        schema: { tags, description: 'Forgets the stored Drive authorization.', params: userParams },
      },
      async (request, reply) => {
        assertSelf(authOf(request), request.params.userId);
        await disconnect(deps, authOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/google-drive/:userId/files',
      {
        preHandler: canView,
        schema: {
          tags,
          description: 'A folder’s files (folder_id; none is My Drive), or the files whose name contains `search`.',
          params: userParams,
          querystring: driveListQuery,
          response: { 200: driveListResponse },
        },
      },
      async (request) => ({
        files: await drive.listFiles(deps, authOf(request), request.params.userId, request.query),
        sandbox: services.googleDrive.sandbox,
      }),
    );

    app.post(
      '/google-drive/:userId/upload',
      {
        preHandler: canView,
        schema: {
          tags,
          description: 'Multipart: title (optional; the file’s extension is kept), directory_id (optional), file.',
          consumes: ['multipart/form-data'],
          params: userParams,
          response: { 201: driveFileResponse },
        },
      },
      async (request, reply) => {
        const file = await drive.uploadFile(deps, authOf(request), request.params.userId, () => readUpload(request));
        return reply.status(201).send({ file });
      },
    );

    app.post(
      '/google-drive/:userId/folders',
      {
        preHandler: canView,
        schema: { tags, params: userParams, body: driveFolderBody, response: { 201: driveFileResponse } },
      },
      async (request, reply) => {
        const file = await drive.createFolder(deps, authOf(request), request.params.userId, request.body);
        return reply.status(201).send({ file });
      },
    );

    app.patch(
      '/google-drive/:userId/files/:fileId',
      {
        preHandler: canView,
        schema: {
          tags,
          description: 'Renames a file or folder; a file keeps its extension.',
          params: fileParams,
          body: driveRenameBody,
          response: { 200: driveFileResponse },
        },
      },
      async (request) => ({
        file: await drive.renameFile(
          deps,
          authOf(request),
          request.params.userId,
          request.params.fileId,
          request.body.name,
        ),
      }),
    );

    app.delete(
      '/google-drive/:userId/files/:fileId',
      { preHandler: canView, schema: { tags, params: fileParams } },
      async (request, reply) => {
        await drive.deleteFile(deps, authOf(request), request.params.userId, request.params.fileId);
        return reply.status(204).send();
      },
    );

    // The popup's end: public (the browser arrives from Google without our token).
    registerOAuthCallback(app, {
      tags,
      callbackPath: callbackPath,
      scriptPath: CALLBACK_SCRIPT_PATH,
      cookie: DRIVE_NONCE_COOKIE,
      complete: (query, nonce) => completeAuthorization(deps, query, nonce),
      page: callbackPage,
    });
  };
