import {
  createPayIntentRequest,
  idParam,
  invoicePayLinkSchema,
  onlinePaymentSettingsSchema,
  payIntentSchema,
  payIntentStatusSchema,
  payLinkViewSchema,
  updateOnlinePaymentSettingsRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import * as online from './service.js';
import { receiveWebhook } from './webhook.js';

const tags = ['online payments'];
// Limited per address like the other link pages, so a token cannot be found by trying.
const reading = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };
const writing = { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } };
const tokenParams = z.object({ token: z.string() });
const intentParams = tokenParams.extend({ intentId: z.string().max(255) });
const invoiceParams = z.object({ invoiceId: idParam });
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The module's dependencies, read at call time (a suite may point the provider at the address it listens on). */
export const onlinePaymentDeps = (
  services: AppServices,
  log: { error(obj: unknown, msg?: string): void },
): online.OnlinePaymentDeps => ({
  db: services.db,
  secrets: services.secrets,
  publicOrigin: services.config.publicOrigin,
  get stripe() {
    return services.stripePayments;
  },
  jobs: services.jobs,
  log,
  ...(services.now ? { now: services.now } : {}),
});

export const onlinePaymentRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = onlinePaymentDeps(services, app.log);

    app.get(
      '/invoice/:invoiceId/pay-link',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          description:
            'The invoice’s pay link (APP_URL/pay/{token}) for the client to pay by card, made the first time it is ' +
            'asked for. Another firm’s invoice is 404.',
          params: invoiceParams,
          response: { 200: invoicePayLinkSchema },
        },
      },
      (request) => online.staffPayLink(deps, authOf(request), request.params.invoiceId),
    );

    app.delete(
      '/invoice/:invoiceId/pay-link',
      {
        preHandler: requireAbility('update', 'invoices'),
        schema: {
          tags,
          description:
            'Revokes the invoice’s pay link: it opens nothing from now on, and the next one asked for is new.',
          params: invoiceParams,
        },
      },
      async (request, reply) => {
        await online.revokePayLink(deps, authOf(request), request.params.invoiceId, request.ip);
        return reply.status(204).send();
      },
    );

    app.get(
      '/online-payments/settings',
      {
        preHandler: requirePermission('VIEW_INVOICES'),
        schema: {
          tags,
          description:
            'The firm’s card payment settings: the surcharge on bill invoices and the accounts money goes to.',
          response: { 200: onlinePaymentSettingsSchema },
        },
      },
      (request) => online.getSettings(services.db, authOf(request)),
    );

    app.put(
      '/online-payments/settings',
      {
        preHandler: requireAbility('update', 'settings'),
        schema: {
          tags,
          description:
            'Sets the card surcharge (0 to 3 percent; more is 400 surcharge_too_high; never added to trust invoices nor ' +
            'for clients in CT, MA, ME or PR) and, optionally, the office and trust accounts card payments go to.',
          body: updateOnlinePaymentSettingsRequest,
          response: { 200: onlinePaymentSettingsSchema },
        },
      },
      (request) => online.updateSettings(services.db, authOf(request), request.body, request.ip),
    );

    app.get(
      '/pay/:token',
      {
        config: reading,
        schema: {
          tags,
          description: 'The pay page’s invoice, by the link’s token alone. Unknown or revoked: 404 pay_link_not_found.',
          params: tokenParams,
          response: { 200: payLinkViewSchema },
        },
      },
      (request) => online.viewPayLink(deps, request.params.token),
    );

    app.post(
      '/pay/:token/intents',
      {
        config: writing,
        schema: {
          tags,
          description:
            'Starts a card payment of `amount` (at most what may be paid now): the provider’s payment intent, whose ' +
            'client secret the browser confirms the card with. 400 amount_exceeds_outstanding, 409 nothing_outstanding.',
          params: tokenParams,
          body: createPayIntentRequest,
          response: { 201: payIntentSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await online.createPayIntent(deps, request.params.token, request.body.amount)),
    );

    app.get(
      '/pay/:token/intents/:intentId',
      {
        config: reading,
        schema: {
          tags,
          description:
            'The card payment’s state after asking the provider (settled here when it succeeded). Another invoice’s ' +
            'intent is 404 pay_link_not_found.',
          params: intentParams,
          response: { 200: payIntentStatusSchema },
        },
      },
      (request) => online.payIntentStatus(deps, request.params.token, request.params.intentId),
    );

    // Stripe's webhook: the body is read as sent, for its signature.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      hook.post(
        '/webhooks/stripe',
        {
          config: { public: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: { tags, hide: true },
        },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
          await receiveWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
          return reply.status(200).send({ received: true });
        },
      );
    });
  };
