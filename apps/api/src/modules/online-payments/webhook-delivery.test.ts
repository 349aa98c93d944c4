/**
 * The whole way without the page's check: the sandbox delivers its signed webhook to the app's own address after the
 * card is confirmed, the webhook queues a pg-boss job, the job settles the payment, and billing's receipt job mails
 * the client the receipt the invoice's settings ask for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeWebhookEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { addMailInvoice, outboxSubjects } from '../../test/kits/billing-mail.js';
import {
  addBankAccount,
  addClient,
  confirmInBrowser,
  createCardPaymentsTestApp,
  onlinePaymentsOf,
  paidCentsOf,
  payTokenOf,
  startedPay,
} from '../../test/kits/online-payments.js';

let t: TestApp;
let origin: string;
let firm: TestFirm;

beforeAll(async () => {
  ({ t, origin } = await createCardPaymentsTestApp({ webhooks: true, jobs: true }));
  firm = await registerFirm(t, 'Webhook Payments LLP');
  await addBankAccount(t, firm, 'OFFICE');
});
afterAll(() => t.close());

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a card payment told by the provider’s webhook alone', () => {
  it('is settled by the job, and the receipt is mailed', async () => {
    const client = await addClient(t, firm, 'Maria', 'Gomez');
    const invoice = await addMailInvoice(t, firm, client, { auto_send_receipt: true }, '75.00');
    const token = await payTokenOf(t, firm.admin, invoice.id);
    const intent = await startedPay(t, token, 75);
    expect((await confirmInBrowser(origin, intent, 'pm_card_visa')).body.status).toBe('succeeded');
    const [row] = await eventually(
      () => onlinePaymentsOf(t, invoice.id),
      (rows) => rows[0]?.status === 'completed',
    );
    expect(row).toMatchObject({ status: 'completed', feeCents: 248 });
    expect(await paidCentsOf(t, invoice.id)).toBe(7500);
    const events = await t.services.db.select().from(stripeWebhookEvents);
    expect(events.map((e) => [e.type, e.intentId])).toContainEqual(['payment_intent.succeeded', intent.intent_id]);
    const subjects = await eventually(
      () => outboxSubjects(t, firm.lawFirmId),
      (all) => all.some((s) => s.startsWith('Receipt')),
    );
    expect(subjects).toContain(`Receipt for your payment on invoice ${invoice.invoiceNumber}`);
  });
});
