/**
 * Card payment suites: an app listening on an ephemeral port whose payment provider is the official `stripe` client
 * pointed at the app's own Stripe sandbox over HTTP; the browser's side (confirming a card with the client secret,
 * the 3-D Secure outcome) as plain form posts to the sandbox, as Stripe.js makes them; signed webhook deliveries.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients, onlinePayments } from '../../db/schema/index.js';
import { stripeSdk } from '../../integrations/stripe/client.js';
import { sandboxConnection, stripeSandboxKey } from '../../integrations/stripe/index.js';
import {
  createStripePayments,
  stripeSandboxWebhookSecret,
  webhookSignature,
} from '../../integrations/stripe/payment-intents.js';
import type { TestApp, TestAppOptions } from '../app.js';
import type { TestFirm, TestUser } from '../firms.js';
import { billBody } from '../invoices.js';
import { listeningTestApp, originTestApp } from './google-drive.js';
import { FAR_DUE_DATE } from './payments.js';

export { addBankAccount, addBillInvoice, FAR_DUE_DATE, movementsOf, paidCentsOf, paymentTables } from './payments.js';
export { addCase, addClient } from './time-entries.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read the sandbox's JSON loosely, asserting on shape with expect()
type SandboxAnswer = Record<string, any>;

export interface CardTestApp {
  t: TestApp;
  origin: string;
}

/**
 * `webhooks: true` makes APP_URL the address the app listens on, so the sandbox's webhook deliveries reach it; else
 * APP_URL is a closed port and nothing is delivered (a suite then posts the events it wants itself).
 */
export async function createCardPaymentsTestApp(
  options: TestAppOptions & { webhooks?: boolean } = {},
): Promise<CardTestApp> {
  const { webhooks, ...appOptions } = options;
  const { t, origin } = webhooks
    ? await originTestApp(appOptions)
    : await listeningTestApp({ ...appOptions, env: { ...appOptions.env, APP_URL: 'http://127.0.0.1:9' } });
  t.services.stripePayments = createStripePayments(t.services.config, t.services.secrets, origin);
  return { t, origin };
}

/** A trust invoice of `amount` (no tax), of the client or of a matter; answers its id. */
export async function addTrustInvoice(
  t: TestApp,
  firm: TestFirm,
  clientId: number,
  options: { amount?: string; caseId?: number | null } = {},
): Promise<number> {
  const { charges: _charges, ...settings } = billBody();
  const res = await t.call('POST', `/api/invoice/create_invoice/client/${clientId}`, {
    token: firm.admin.token,
    body: {
      ...settings,
      title: null,
      type: 'TRUST',
      amount: options.amount ?? '500.00',
      total: null,
      include_tax_rate: false,
      tax_rate: null,
      case_id: options.caseId ?? null,
      due_date: FAR_DUE_DATE,
    },
  });
  if (res.status !== 201) throw new Error(`trust invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invoice.id;
}

/** Where the client lives (the surcharge rules read the state's code and the country). */
export async function setClientPlace(t: TestApp, clientId: number, place: { stateId: string; countryId: string }) {
  await t.services.db
    .update(clients)
    .set({ stateId: place.stateId, state: place.stateId, countryId: place.countryId })
    .where(eq(clients.id, clientId));
}

/** The invoice's pay link token, through the staff's call. */
export async function payTokenOf(t: TestApp, user: TestUser, invoiceId: number): Promise<string> {
  const res = await t.call('GET', `/api/invoice/${invoiceId}/pay-link`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return decodeURIComponent(new URL(res.body.url).pathname.replace(/^\/pay\//, ''));
}

export const viewPay = (t: TestApp, token: string) => t.call('GET', `/api/pay/${token}`);
export const startPay = (t: TestApp, token: string, amount: unknown) =>
  t.call('POST', `/api/pay/${token}/intents`, { body: { amount } });
export const checkPay = (t: TestApp, token: string, intentId: string) =>
  t.call('GET', `/api/pay/${token}/intents/${intentId}`);

/** Starts a card payment and answers the intent (201 expected). */
export async function startedPay(t: TestApp, token: string, amount: number) {
  const res = await startPay(t, token, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { intent_id: string; client_secret: string; amount: number; surcharge: number; charged: number };
}

/** What Stripe.js does in the browser: confirms the intent with a test payment method and the client secret only. */
export async function confirmInBrowser(
  origin: string,
  intent: { intent_id: string; client_secret: string },
  card: string,
) {
  const response = await fetch(`${origin}/api/sandbox/stripe/v1/payment_intents/${intent.intent_id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: intent.client_secret, payment_method: card }),
  });
  return { status: response.status, body: (await response.json()) as SandboxAnswer };
}

/** The cardholder's answer to the 3-D Secure challenge. */
export async function authenticateInBrowser(
  origin: string,
  intent: { intent_id: string; client_secret: string },
  outcome: 'approve' | 'fail',
) {
  const response = await fetch(`${origin}/api/sandbox/stripe/v1/payment_intents/${intent.intent_id}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: intent.client_secret, outcome }),
  });
  return { status: response.status, body: (await response.json()) as SandboxAnswer };
}

let events = 0;
/** A webhook event as Stripe sends it, signed with the sandbox's secret (or the one given). */
export function signedEvent(
  t: TestApp,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test${process.pid}x${++events}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
  });
  const signature = webhookSignature(payload, options.secret ?? stripeSandboxWebhookSecret(t.services.secrets));
  return { payload, signature };
}

export const postWebhook = (t: TestApp, event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/** The online payment rows of an invoice. */
export const onlinePaymentsOf = (t: TestApp, invoiceId: number) =>
  t.services.db.select().from(onlinePayments).where(eq(onlinePayments.invoiceId, invoiceId)).orderBy(onlinePayments.id);

/** A refund made at the provider, as the firm's dashboard or its own API would: the official client, the firm's key. */
export async function refundAtProvider(card: CardTestApp, firm: TestFirm, intentId: string, amountCents?: number) {
  const stripe = stripeSdk(stripeSandboxKey(card.t.services.secrets, firm.lawFirmId), sandboxConnection(card.origin));
  return stripe.refunds.create({
    payment_intent: intentId,
    ...(amountCents === undefined ? {} : { amount: amountCents }),
  });
}
