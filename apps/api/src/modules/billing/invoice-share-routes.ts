/**
 * POST /invoice/{invoiceId}/share: mails the invoice with a message (a call the spec leaves as
 * 'Coming Soon!', named in its style). Creating invoices is the route's permission (another address
 * than the client's needs manage, checked by the service); the plan's FULL_ACCESS is checked by the
 * service, as for the other invoice writes.
 */
import { idParam, shareInvoiceRequest, shareInvoiceResponse } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import { shareInvoice } from './invoice-share.js';
import { payLinkUrls } from './pay-link.js';

export const invoiceShareRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      storage: services.storage,
      mailer: services.mailer,
      payLinkUrl: payLinkUrls(services),
    };
    app.post(
      '/invoice/:invoiceId/share',
      {
        preHandler: requireAbility('create', 'invoices'),
        // Each call mails someone outside the firm: a limit keeps a stolen session from becoming a spam relay.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['invoices'],
          params: z.object({ invoiceId: idParam }),
          body: shareInvoiceRequest,
          response: { 200: shareInvoiceResponse },
        },
      },
      (request) => shareInvoice(deps, authOf(request), request.params.invoiceId, request.body, request.ip),
    );
  };
