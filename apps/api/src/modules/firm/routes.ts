/** The firm's own details: GET/PUT /law-firm/{lawFirmId}/profile and the firm's logo. */

import { firmLogoResponse, idParam, lawFirmSchema, MAX_LOGO_BYTES, updateFirmRequest } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { multipartFile } from '../../platform/multipart.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import { LOGO_RECEIVING } from './logo-store.js';
import * as firm from './service.js';

const tags = ['law firm'];
const firmParams = z.object({ lawFirmId: idParam });
/** Changing who the firm is (its name, address, currency, time zone) is the settings' highest right. */
const mayManageSettings = [requirePermission('VIEW_SETTINGS'), requireAbility('manage', 'settings')];

export const firmRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };

    app.get(
      '/law-firm/:lawFirmId/profile',
      {
        preHandler: requirePermission('VIEW_SETTINGS'),
        schema: { tags, params: firmParams, response: { 200: lawFirmSchema } },
      },
      (request) => firm.getFirm(services.db, authOf(request), request.params.lawFirmId),
    );

    app.put(
      '/law-firm/:lawFirmId/profile',
      {
        preHandler: mayManageSettings,
        schema: {
          tags,
          description: 'Saves the firm’s name, contacts, address, logo, time zone, currency and language.',
          params: firmParams,
          body: updateFirmRequest,
          response: { 200: lawFirmSchema },
        },
      },
      (request) => firm.updateFirm(deps, authOf(request), request.params.lawFirmId, request.body, request.ip),
    );

    app.post(
      '/law-firm/:lawFirmId/logo',
      {
        preHandler: mayManageSettings,
        schema: {
          tags,
          description: 'Multipart with one file field `logo`: a PNG, JPEG, GIF or WebP image of at most 5 MB.',
          consumes: ['multipart/form-data'],
          params: firmParams,
          response: { 201: firmLogoResponse },
        },
      },
      async (request, reply) => {
        const result = await firm.uploadFirmLogo(
          deps,
          authOf(request),
          request.params.lawFirmId,
          async () => {
            if (!request.isMultipart()) return null;
            const file = await multipartFile(request, { limits: { fileSize: partLimit(MAX_LOGO_BYTES), files: 1 } });
            if (file?.fieldname !== 'logo') return null;
            // A logo of at most 5 MB, streamed to disk with its size bounded, is then read whole.
            return readReceived(await receiveFile(request, file, LOGO_RECEIVING));
          },
          request.ip,
        );
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/law-firm/logo/:logo',
      {
        preHandler: requirePermission('VIEW_SETTINGS'),
        schema: { tags, params: z.object({ logo: z.string() }) },
      },
      async (request, reply) => {
        const { bytes, contentType } = await firm.firmLogoImage(deps, authOf(request), request.params.logo);
        // A logo's name is new for every upload and its bytes never change, so browsers may keep it.
        return reply.type(contentType).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
      },
    );
  };
