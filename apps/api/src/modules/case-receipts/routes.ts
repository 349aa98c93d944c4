/**
 * Case receipts (spec §7 "Receipts and government lookup"): POST /case-receipt/{lawFirmId} and PUT
 * /case-receipt/{id} as the spec writes them; the firm's list for the scanner page and its CSV, and a case's
 * receipts. The spec names no receipt permission (§6), so they are the case's: reading needs VIEW_CASES,
 * adding or changing a receipt update on cases.
 */
import {
  caseReceiptBody,
  caseReceiptExportQuery,
  caseReceiptListQuery,
  caseReceiptPage,
  caseReceiptSavedResponse,
  caseReceiptSchema,
  caseReceiptsOfCase,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { notFound } from '../../platform/errors.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { exportReceiptsCsv } from './export.js';
import * as receipts from './service.js';

const tags = ['case-receipts'];
const firmParams = z.object({ lawFirmId: idParam });

export const caseReceiptRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/case-receipt/law_firm/:lawFirmId',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description: 'The firm’s receipts for the scanner page: filtered, sorted and paged on the server.',
          params: firmParams,
          querystring: caseReceiptListQuery,
          response: { 200: caseReceiptPage },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (request.params.lawFirmId !== auth.firm.id) throw notFound('Law firm');
        return receipts.listReceipts(await readDb(services, request), auth, request.query);
      },
    );

    app.get(
      '/case-receipt/law_firm/:lawFirmId/export',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: firmParams, querystring: caseReceiptExportQuery },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (request.params.lawFirmId !== auth.firm.id) throw notFound('Law firm');
        return sendCsv(
          reply,
          'case-receipts',
          await exportReceiptsCsv(await readDb(services, request), auth, request.query),
        );
      },
    );

    app.get(
      '/case-receipt/case/:caseId',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: { tags, params: z.object({ caseId: idParam }), response: { 200: caseReceiptsOfCase } },
      },
      async (request) => ({ case_receipts: await receipts.receiptsOfCase(db, authOf(request), request.params.caseId) }),
    );

    app.post(
      '/case-receipt/:lawFirmId',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          description:
            'Keeps a receipt on a case of the firm; 409 receipt_number_taken when the firm keeps the number already, 403 uscis_queries_limit once the month’s USCIS queries are used up.',
          params: firmParams,
          body: caseReceiptBody,
          response: { 201: caseReceiptSavedResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await receipts.addReceipt(db, authOf(request), request.params.lawFirmId, request.body, request.ip)),
    );

    app.put(
      '/case-receipt/:id',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          params: z.object({ id: idParam }),
          body: caseReceiptBody,
          response: { 200: caseReceiptSchema },
        },
      },
      (request) => receipts.updateReceipt(db, authOf(request), request.params.id, request.body, request.ip),
    );
  };
