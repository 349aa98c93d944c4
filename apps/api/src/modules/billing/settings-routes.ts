/** The invoice settings calls of billing.md §7: the firm's defaults and its logo. */
import {
  idParam,
  invoiceLogoResponse,
  invoiceSettingsFields,
  invoiceSettingsResponse,
  MAX_LOGO_BYTES,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { multipartFile } from '../../platform/multipart.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import { LOGO_RECEIVING } from '../firm/logo-store.js';
import * as settings from './settings-service.js';

const tags = ['invoice settings'];
const firmParams = z.object({ lawFirmId: idParam });
/** Changing the firm's defaults is a settings task as much as an invoice one. */
const mayChangeSettings = [requireAbility('update', 'invoices'), requirePermission('VIEW_SETTINGS')];

export const invoiceSettingsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };

    app.get(
      '/invoice/invoice-settings/:lawFirmId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: { tags, params: firmParams, response: { 200: invoiceSettingsResponse } },
      },
      (request) => settings.firmSettings(services.db, authOf(request), request.params.lawFirmId),
    );

    app.put(
      '/invoice/invoice-settings/:lawFirmId',
      {
        preHandler: mayChangeSettings,
        schema: {
          tags,
          description: 'Saves the firm’s default invoice settings; every broken rule answers as a field error.',
          params: firmParams,
          body: invoiceSettingsFields,
          response: { 200: invoiceSettingsResponse },
        },
      },
      (request) => settings.saveFirmSettings(deps, authOf(request), request.params.lawFirmId, request.body, request.ip),
    );

    app.post(
      '/invoice/invoice-settings/logo',
      {
        preHandler: mayChangeSettings,
        schema: {
          tags,
          description: 'Multipart with one file field `logo`: a PNG, JPEG, GIF or WebP image of at most 5 MB.',
          consumes: ['multipart/form-data'],
          response: { 201: invoiceLogoResponse },
        },
      },
      async (request, reply) => {
        const result = await settings.uploadLogo(
          deps,
          authOf(request),
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
      '/invoice/invoice-settings/logo/:logo',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: { tags, params: z.object({ logo: z.string() }) },
      },
      async (request, reply) => {
        const { bytes, contentType } = await settings.logoImage(deps, authOf(request), request.params.logo);
        // A logo's name is new for every upload and its bytes never change, so browsers may keep it.
        return reply.type(contentType).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
      },
    );
  };
