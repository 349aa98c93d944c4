/**
 * Document folders (/doc-management). The spec names no calls for them, so they follow §7's style:
 * snake_case bodies (directory_name, parent_id as in the Drive folder call), firm-scoped lists, and
 * per-item calls by id. The 'documents' ability gates them like the documents themselves.
 */
import {
  breadcrumbsResponse,
  createDirectoryBody,
  directoryContentsQuery,
  directoryContentsResponse,
  directoryListResponse,
  directoryResponse,
  documentResponse,
  idParam,
  moveDirectoryBody,
  moveDocumentBody,
  renameDirectoryBody,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import * as folders from './service.js';

const tags = ['document folders'];
const firmParams = z.object({ lawFirmId: idParam });
const idParams = z.object({ id: idParam });

export const documentDirectoryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.post(
      '/law-firm/:lawFirmId/document-directories',
      {
        preHandler: requireAbility('create', 'documents'),
        schema: { tags, params: firmParams, body: createDirectoryBody, response: { 201: directoryResponse } },
      },
      async (request, reply) => {
        const directory = await folders.createDirectory(db, authOf(request), request.params.lawFirmId, request.body);
        return reply.status(201).send({ directory });
      },
    );

    app.get(
      '/law-firm/:lawFirmId/document-directories',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: firmParams, response: { 200: directoryListResponse } },
      },
      async (request) => ({
        directories: await folders.listDirectories(db, authOf(request), request.params.lawFirmId),
      }),
    );

    app.get(
      '/law-firm/:lawFirmId/document-directories/contents',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: {
          tags,
          description: 'A folder’s sub-folders then documents (the root without directory_id); q searches below it.',
          params: firmParams,
          querystring: directoryContentsQuery,
          response: { 200: directoryContentsResponse },
        },
      },
      async (request) => folders.contents(db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/document-directory/:id/breadcrumbs',
      {
        preHandler: requireAbility('read', 'documents'),
        schema: { tags, params: idParams, response: { 200: breadcrumbsResponse } },
      },
      async (request) => ({ breadcrumbs: await folders.breadcrumbs(db, authOf(request), request.params.id) }),
    );

    app.put(
      '/document-directory/:id',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: { tags, params: idParams, body: renameDirectoryBody, response: { 200: directoryResponse } },
      },
      async (request) => ({
        directory: await folders.renameDirectory(db, authOf(request), request.params.id, request.body.directory_name),
      }),
    );

    app.put(
      '/document-directory/:id/move',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: { tags, params: idParams, body: moveDirectoryBody, response: { 200: directoryResponse } },
      },
      async (request) => ({
        directory: await folders.moveDirectory(db, authOf(request), request.params.id, request.body.parent_id),
      }),
    );

    app.delete(
      '/document-directory/:id',
      { preHandler: requireAbility('delete', 'documents'), schema: { tags, params: idParams } },
      async (request, reply) => {
        await folders.deleteDirectory(db, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.put(
      '/document/move-document/:id',
      {
        preHandler: requireAbility('update', 'documents'),
        schema: { tags, params: idParams, body: moveDocumentBody, response: { 200: documentResponse } },
      },
      async (request) => ({
        document: await folders.moveDocument(db, authOf(request), request.params.id, request.body.directory_id),
      }),
    );
  };
