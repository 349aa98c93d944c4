import {
  addClientRequest,
  addClientResponse,
  clientExportQuery,
  clientListQuery,
  clientListResponse,
  clientRequest,
  clientResponse,
  IMAGE_UPLOAD_MAX_BYTES,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { multipartFile } from '../../platform/multipart.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import { exportClientsCsv } from './export.js';
import { parseOrFail, readClientForm, withPlaces } from './form-fields.js';
import * as photo from './photo.js';
import * as clients from './service.js';

const tags = ['clients'];
const lawFirmParams = z.object({ lawFirmId: idParam });
// Form data: the body is read and validated in the handler, after the permission check.
const formBody = { consumes: ['multipart/form-data', 'application/json'] };

export const clientRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const photoDeps = { db, storage: services.storage };

    app.get(
      '/law-firm/:lawFirmId/client',
      {
        preHandler: requirePermission('VIEW_CLIENTS'),
        schema: { tags, params: lawFirmParams, querystring: clientListQuery, response: { 200: clientListResponse } },
      },
      async (request) =>
        clients.listClients(await readDb(services, request), authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/law-firm/:lawFirmId/client/export',
      {
        preHandler: requirePermission('VIEW_CLIENTS'),
        schema: { tags, params: lawFirmParams, querystring: clientExportQuery },
      },
      async (request, reply) => {
        const reads = await readDb(services, request);
        return sendCsv(
          reply,
          'clients',
          await exportClientsCsv(reads, authOf(request), request.params.lawFirmId, request.query),
        );
      },
    );

    app.get(
      '/client/:id',
      {
        preHandler: requirePermission('VIEW_CLIENTS'),
        schema: { tags, params: z.object({ id: idParam }), response: { 200: clientResponse } },
      },
      async (request) => ({ client: await clients.getClient(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/law-firm/:lawFirmId/add-client',
      {
        preHandler: requireAbility('create', 'clients'),
        schema: { tags, params: lawFirmParams, ...formBody, response: { 201: addClientResponse } },
      },
      async (request, reply) => {
        assertOwnFirm(authOf(request), request.params.lawFirmId);
        const body = parseOrFail(addClientRequest, await readClientForm(request));
        const created = await clients.addClient(db, authOf(request), request.params.lawFirmId, body);
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/law-firm/:lawFirmId/client',
      {
        preHandler: requireAbility('create', 'clients'),
        schema: { tags, params: lawFirmParams, ...formBody, response: { 201: clientResponse } },
      },
      async (request, reply) => {
        assertOwnFirm(authOf(request), request.params.lawFirmId);
        const body = parseOrFail(clientRequest, withPlaces(await readClientForm(request)));
        const client = await clients.createClient(db, authOf(request), request.params.lawFirmId, body);
        return reply.status(201).send({ client });
      },
    );

    app.put(
      '/client/:clientId',
      {
        preHandler: requireAbility('update', 'clients'),
        schema: { tags, params: z.object({ clientId: idParam }), ...formBody, response: { 200: clientResponse } },
      },
      async (request) => {
        const body = parseOrFail(clientRequest, withPlaces(await readClientForm(request)));
        return { client: await clients.updateClient(db, authOf(request), request.params.clientId, body) };
      },
    );

    app.put(
      '/client/:clientId/image',
      {
        preHandler: requireAbility('update', 'clients'),
        schema: {
          tags,
          description: 'Multipart with one file field `image`: a PNG, JPEG or WebP picture of at most 5 MB.',
          consumes: ['multipart/form-data'],
          params: z.object({ clientId: idParam }),
          response: { 200: z.object({ image: z.string() }) },
        },
      },
      async (request) => {
        const image = await photo.updateClientImage(photoDeps, authOf(request), request.params.clientId, async () => {
          if (!request.isMultipart()) return null;
          const file = await multipartFile(request, {
            limits: { fileSize: partLimit(IMAGE_UPLOAD_MAX_BYTES), files: 1 },
          });
          if (!file) return null;
          // A picture of at most 5 MB, streamed to disk with its size bounded, is then read whole.
          const received = await receiveFile(request, file, { maxBytes: IMAGE_UPLOAD_MAX_BYTES });
          return { bytes: await readReceived(received), filename: received.filename };
        });
        return { image };
      },
    );

    app.get(
      '/client/:clientId/image',
      {
        preHandler: requirePermission('VIEW_CLIENTS'),
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          querystring: z.object({ v: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await photo.readClientImage(photoDeps, authOf(request), request.params.clientId);
        // The path changes with every new photo (its v), so a browser may keep this one for good.
        return reply.type(contentType).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
      },
    );
  };
