/** The saved charges calls of billing.md §7. */
import { createSavedChargeRequest, idParam, savedChargeResponse, savedChargesResponse } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import * as savedCharges from './saved-charges-service.js';

const tags = ['saved charges'];

export const savedChargeRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/invoice/get_saved_charges/:lawFirmId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          description: 'The charges no invoice has picked yet (invoice_id null), newest first.',
          params: z.object({ lawFirmId: idParam }),
          response: { 200: savedChargesResponse },
        },
      },
      (request) => savedCharges.listSavedCharges(db, authOf(request), request.params.lawFirmId),
    );

    app.post(
      '/invoice/create-saved-charge',
      {
        preHandler: requireAbility('create', 'invoices'),
        schema: { tags, body: createSavedChargeRequest, response: { 201: savedChargeResponse } },
      },
      async (request, reply) =>
        reply.status(201).send(await savedCharges.createSavedCharge(db, authOf(request), request.body, request.ip)),
    );
  };
