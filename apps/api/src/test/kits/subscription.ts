/**
 * Payment card suites: an app listening on an ephemeral port, whose Stripe provider is the official `stripe`
 * client pointed at the app's own Stripe sandbox over HTTP, and helpers to read and change a firm's cards.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentCards, sandboxStripeObjects } from '../../db/schema/index.js';
import { createStripeProvider } from '../../integrations/stripe/index.js';
import type { TestApp, TestAppOptions } from '../app.js';
import type { TestUser } from '../firms.js';
import { listeningTestApp } from './google-drive.js';

export async function createCardsTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { t, origin } = await listeningTestApp(options);
  t.services.stripe = createStripeProvider(t.services.config, t.services.secrets, origin);
  return t;
}

/** The caller's firm's subscription page data (which makes the firm's customer on the first read). */
export async function subscriptionOf(t: TestApp, user: TestUser) {
  const res = await t.call('GET', '/api/subscription', { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
}

export const addCard = (t: TestApp, user: TestUser, body: unknown) =>
  t.call('POST', '/api/subscription/cards', { token: user.token, body });

/** Adds a card from a test token to the caller's firm's customer and answers the saved card. */
export async function addTestCard(t: TestApp, user: TestUser, cardToken = 'tok_visa') {
  const { customer_id } = await subscriptionOf(t, user);
  const res = await addCard(t, user, { customer_id, card_token: cardToken });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.card;
}

/** The firm's card rows as stored, oldest first: what no answer can hide. */
export const storedCards = (t: TestApp, lawFirmId: number) =>
  t.services.db.select().from(paymentCards).where(eq(paymentCards.lawFirmId, lawFirmId)).orderBy(paymentCards.id);

/** What the sandbox keeps of one payment method or customer (Stripe's side). */
export async function sandboxObject(t: TestApp, id: string) {
  const [row] = await t.services.db.select().from(sandboxStripeObjects).where(eq(sandboxStripeObjects.id, id));
  return row?.data as Record<string, unknown> | undefined;
}
