/**
 * The spec's invoice calls (billing.md §7): numbers, one invoice, create, update and the lists of a
 * firm, a client and a case. Create and update take a bill or a trust body, told apart by `type`. Reading needs VIEW_INVOICES; creating and updating also need the plan's
 * FULL_ACCESS, which the service checks.
 */
import {
  idParam,
  invoiceNumberResponse,
  invoiceResponse,
  invoicesExportQuery,
  invoicesPage,
  invoicesQuery,
  saveInvoiceRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { exportInvoicesCsv } from './invoice-export.js';
import { generateInvoiceNumber } from './invoice-numbers.js';
import type { InvoiceListScope } from './invoice-read.js';
import * as read from './invoice-read.js';
import * as invoicesService from './invoice-service.js';
import * as trustInvoices from './trust-invoice-service.js';

const tags = ['invoices'];

export const invoiceRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const deps = { db, storage: services.storage };

    app.get(
      '/invoice/generate-invoice-number',
      {
        preHandler: requireAbility('create', 'invoices'),
        schema: { tags, response: { 200: invoiceNumberResponse } },
      },
      (request) => generateInvoiceNumber(db, authOf(request)),
    );

    app.get(
      '/invoice/:invoiceId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: { tags, params: z.object({ invoiceId: idParam }), response: { 200: invoiceResponse } },
      },
      async (request) => ({ invoice: await read.readInvoice(db, authOf(request), request.params.invoiceId) }),
    );

    app.post(
      '/invoice/create_invoice/client/:clientId',
      {
        preHandler: requireAbility('create', 'invoices'),
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          body: saveInvoiceRequest,
          response: { 201: invoiceResponse },
        },
      },
      async (request, reply) => {
        const { body, params, ip } = request;
        const saved =
          body.type === 'TRUST'
            ? await trustInvoices.createTrustInvoice(deps, authOf(request), params.clientId, body, ip)
            : await invoicesService.createBillInvoice(deps, authOf(request), params.clientId, body, ip);
        return reply.status(201).send(saved);
      },
    );

    app.put(
      '/invoice/update_invoice/:invoiceId',
      {
        preHandler: requireAbility('update', 'invoices'),
        schema: {
          tags,
          params: z.object({ invoiceId: idParam }),
          body: saveInvoiceRequest,
          response: { 200: invoiceResponse },
        },
      },
      (request) => {
        const { body, params, ip } = request;
        return body.type === 'TRUST'
          ? trustInvoices.updateTrustInvoice(deps, authOf(request), params.invoiceId, body, ip)
          : invoicesService.updateBillInvoice(deps, authOf(request), params.invoiceId, body, ip);
      },
    );

    app.get(
      '/invoice/all/:lawFirmId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          querystring: invoicesQuery,
          response: { 200: invoicesPage },
        },
      },
      async (request) =>
        read.listFirmInvoices(
          await readDb(services, request),
          authOf(request),
          request.params.lawFirmId,
          request.query,
        ),
    );

    app.get(
      '/invoice/client/:clientId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          querystring: invoicesQuery,
          response: { 200: invoicesPage },
        },
      },
      async (request) =>
        read.listClientInvoices(
          await readDb(services, request),
          authOf(request),
          request.params.clientId,
          request.query,
        ),
    );

    app.get(
      '/invoice/case/:caseId',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          params: z.object({ caseId: idParam }),
          querystring: invoicesQuery,
          response: { 200: invoicesPage },
        },
      },
      async (request) =>
        read.listCaseInvoices(await readDb(services, request), authOf(request), request.params.caseId, request.query),
    );

    // The lists' CSV exports: the same filter and order as the list, every page.
    const exports = [
      ['/invoice/all/:lawFirmId/export', 'lawFirmId'],
      ['/invoice/client/:clientId/export', 'clientId'],
      ['/invoice/case/:caseId/export', 'caseId'],
    ] as const;
    for (const [path, key] of exports) {
      app.get(
        path,
        {
          preHandler: requirePermission('VIEW_INVOICES'),
          schema: { tags, params: z.object({ [key]: idParam }), querystring: invoicesExportQuery },
        },
        async (request, reply) => {
          const scope = { [key]: (request.params as Record<string, number>)[key] } as InvoiceListScope;
          return sendCsv(
            reply,
            'invoices',
            await exportInvoicesCsv(await readDb(services, request), authOf(request), scope, request.query),
          );
        },
      );
    }
  };
