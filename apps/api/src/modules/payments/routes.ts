/**
 * The spec's payment calls (billing.md §7): record one, delete (cancel) one, and the payment picker's
 * list. Recording and deleting also need the plan's FULL_ACCESS, which the services check.
 */
import {
  applyPaymentRequest,
  clientFundsQuery,
  clientFundsResponse,
  deletePaymentResponse,
  idParam,
  makePaymentsQuery,
  makePaymentsResponse,
  recordPaymentRequest,
  recordPaymentResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requirePermission } from '../../platform/permissions.js';
import { cancelPayment } from './cancel.js';
import { recordPayment } from './record.js';
import { applyPayment, clientFunds } from './unapplied.js';
import { listCompletedPayments } from './views.js';

const tags = ['payments'];

export const paymentRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.post(
      '/payment/create-record-payment',
      {
        preHandler: requirePermission('RECORD_PAYMENT'),
        schema: { tags, body: recordPaymentRequest, response: { 201: recordPaymentResponse } },
      },
      async (request, reply) =>
        reply.status(201).send(
          await recordPayment(db, authOf(request), request.body, request.ip, {
            jobs: services.jobs,
            log: request.log,
          }),
        ),
    );

    app.delete(
      '/payment/delete-record-payment/:paymentId',
      {
        preHandler: requirePermission('DELETE_PAYMENT'),
        schema: { tags, params: z.object({ paymentId: idParam }), response: { 200: deletePaymentResponse } },
      },
      (request) =>
        cancelPayment(db, authOf(request), request.params.paymentId, request.ip, {
          jobs: services.jobs,
          log: request.log,
        }),
    );

    app.post(
      '/payment/:paymentId/apply',
      {
        preHandler: requirePermission('RECORD_PAYMENT'),
        schema: {
          tags,
          params: z.object({ paymentId: idParam }),
          body: applyPaymentRequest,
          response: { 201: recordPaymentResponse.extend({ code: z.literal('payment_applied') }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await applyPayment(db, authOf(request), request.params.paymentId, request.body, request.ip, {
            jobs: services.jobs,
            log: request.log,
          }),
        ),
    );

    app.get(
      '/client/:clientId/unapplied-funds',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          params: z.object({ clientId: idParam }),
          querystring: clientFundsQuery,
          response: { 200: clientFundsResponse },
        },
      },
      (request) => clientFunds(db, authOf(request), request.params.clientId, request.query),
    );

    app.get(
      '/payment/make-payments',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: { tags, querystring: makePaymentsQuery, response: { 200: makePaymentsResponse } },
      },
      async (request) => listCompletedPayments(await readDb(services, request), authOf(request), request.query),
    );
  };
