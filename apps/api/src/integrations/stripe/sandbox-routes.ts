/**
 * The Stripe sandbox the API serves itself (DESIGN §5) when STRIPE_SECRET_KEY is not set and sandboxes are on: the
 * part of Stripe's REST API the app calls (customers, payment methods from Stripe's test tokens, attach, detach, the
 * default card), in Stripe's shapes and error shape, under /api/sandbox/stripe/v1. Public routes: a call is
 * authenticated by its secret key, which only this server can make (signed per firm, integrations/stripe/index.ts),
 * and everything it reaches is that firm's: another firm's customer or card is "No such ...", whatever id is posted.
 */
import { stripeTestCardOfId } from '@counsel/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets.js';
import { accountOrRefuse, formOf, sendStripeError } from './sandbox-http.js';
import { stripeIntentSandboxRoutes } from './sandbox-intents.js';
import {
  CARD_DECLINED,
  customerObject,
  invalidRequest,
  noSuch,
  paymentMethodObject,
  shown,
} from './sandbox-objects.js';
import { findObject, insertObject, type StripeObject, updateObject } from './sandbox-repository.js';
import { stripeSubscriptionSandboxRoutes } from './sandbox-subscriptions.js';

export interface StripeSandboxDeps {
  db: Db;
  secrets: SecretBox;
  /** The app's own address, where the sandbox's webhook events go (sandbox-intents.ts). */
  config?: { publicOrigin: string };
  now?: () => Date;
}

type Params = { id: string };

export const stripeSandboxRoutes =
  (services: StripeSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, secrets } = services;
    const now = () => services.now?.() ?? new Date();
    const options = { config: { public: true }, schema: { hide: true } };
    const base = '/sandbox/stripe/v1';

    // Stripe's client posts forms with bracketed keys (card[token]); read flat, only in this plugin.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const fail = sendStripeError;
    const accountOf = (request: FastifyRequest, reply: FastifyReply) => accountOrRefuse(secrets, request, reply);

    // Clients paying invoices by card: payment intents, their confirmation by the browser, refunds.
    await app.register(stripeIntentSandboxRoutes(services));

    app.post(`${base}/customers`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const customer = customerObject(formOf(request), now());
      await insertObject(db, account, 'customer', customer);
      return customer;
    });

    app.get<{ Params: Params }>(`${base}/customers/:id`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const customer = await findObject(db, account, 'customer', request.params.id);
      return customer ?? fail(reply, noSuch('customer', request.params.id));
    });

    app.post<{ Params: Params }>(`${base}/customers/:id`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const customer = await findObject(db, account, 'customer', request.params.id);
      if (!customer) return fail(reply, noSuch('customer', request.params.id));
      const param = 'invoice_settings[default_payment_method]';
      const chosen = formOf(request)[param];
      if (chosen !== undefined) {
        const method = await findObject(db, account, 'payment_method', chosen);
        if (!method || method.customer !== customer.id) {
          return fail(
            reply,
            invalidRequest(
              `The customer does not have a payment method with the ID ${chosen}. The payment method must be attached to the customer.`,
              param,
            ),
          );
        }
        const settings = customer.invoice_settings as Record<string, unknown>;
        customer.invoice_settings = { ...settings, default_payment_method: chosen };
        await updateObject(db, account, customer);
      }
      return customer;
    });

    // A payment method from a card token (what Stripe.js hands the browser): only Stripe's documented test tokens.
    app.post(`${base}/payment_methods`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const form = formOf(request);
      if (form.type !== 'card') return fail(reply, invalidRequest('Only card payment methods exist here.', 'type'));
      const token = form['card[token]'] ?? '';
      const card = token.startsWith('tok_') ? stripeTestCardOfId(token) : undefined;
      if (!card) return fail(reply, noSuch('token', token, 'card[token]'));
      const method = paymentMethodObject(card, now(), form['billing_details[name]'] || null);
      await insertObject(db, account, 'payment_method', method);
      return shown(method);
    });

    app.post<{ Params: Params }>(`${base}/payment_methods/:id/attach`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const customerId = formOf(request).customer ?? '';
      const customer = await findObject(db, account, 'customer', customerId);
      if (!customer) return fail(reply, noSuch('customer', customerId, 'customer'));
      const method = await paymentMethodFor(account, request.params.id);
      if (!method) return fail(reply, noSuch('payment_method', request.params.id));
      if (method.customer) {
        return fail(reply, invalidRequest('The payment method you provided has already been attached to a customer.'));
      }
      // Stripe checks the card with its bank when it is attached: a declining test card fails here.
      if (method.sandbox_declined) return fail(reply, CARD_DECLINED);
      method.customer = customer.id;
      await updateObject(db, account, method);
      return shown(method);
    });

    app.post<{ Params: Params }>(`${base}/payment_methods/:id/detach`, options, async (request, reply) => {
      const account = accountOf(request, reply);
      if (account === null) return reply;
      const method = await findObject(db, account, 'payment_method', request.params.id);
      if (!method) return fail(reply, noSuch('payment_method', request.params.id));
      if (!method.customer) {
        return fail(
          reply,
          invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.'),
        );
      }
      await forgetDefault(account, String(method.customer), method.id);
      method.customer = null;
      await updateObject(db, account, method);
      return shown(method);
    });

    /** The account's payment method, or a new one for a test payment method (pm_card_visa), as Stripe makes one. */
    async function paymentMethodFor(account: number, id: string): Promise<StripeObject | null> {
      const testCard = id.startsWith('pm_card_') ? stripeTestCardOfId(id) : undefined;
      if (!testCard) return findObject(db, account, 'payment_method', id);
      const method = paymentMethodObject(testCard, now());
      await insertObject(db, account, 'payment_method', method);
      return method;
    }

    /** A detached card stops being its customer's default, as at Stripe. */
    async function forgetDefault(account: number, customerId: string, methodId: string) {
      const customer = await findObject(db, account, 'customer', customerId);
      const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
      if (!customer || settings?.default_payment_method !== methodId) return;
      customer.invoice_settings = { ...settings, default_payment_method: null };
      await updateObject(db, account, customer);
    }

    // The firm's plan: prices, subscriptions, their invoices and prorations (sandbox-subscriptions.ts).
    await app.register(stripeSubscriptionSandboxRoutes({ db, now, fail, accountOf }));
  };
