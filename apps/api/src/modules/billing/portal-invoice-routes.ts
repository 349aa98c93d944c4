/**
 * The client portal's invoices (issue 41): `GET /portal/invoices` behind the portal's own session (its cookie; a
 * staff token opens nothing here), the invoices of the clients the account stands for in its firm, with a pay path
 * while something is owed and the firm takes card payments.
 */
import { portalInvoiceListQuery, portalInvoiceListResponse } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { callerClientIds, portalCallerOf, requirePortalSession } from '../portal/session.js';
import { portalInvoices } from './portal-invoices.js';

export const portalInvoiceRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const deps = {
      db,
      secrets: services.secrets,
      publicOrigin: services.config.publicOrigin,
      // Read at call time: a suite may point the provider at the address it listens on.
      get stripe() {
        return services.stripePayments;
      },
      ...(services.now ? { now: services.now } : {}),
    };

    app.get(
      '/portal/invoices',
      {
        config: { public: true },
        preHandler: requirePortalSession(db),
        schema: {
          tags: ['client portal'],
          description:
            'The invoices the signed-in client’s firm issued to the clients the account stands for, newest first ' +
            '(one dated after the firm’s today is not issued yet): number, dates, total, paid, balance, status and ' +
            'currency, and `pay_path` (/pay/{token}) while something is owed and the firm takes card payments.',
          querystring: portalInvoiceListQuery,
          response: { 200: portalInvoiceListResponse },
        },
      },
      async (request) => {
        const caller = portalCallerOf(request);
        const clientIds = await callerClientIds(db, caller);
        return portalInvoices(deps, { lawFirmId: caller.lawFirmId, clientIds }, request.query);
      },
    );
  };
