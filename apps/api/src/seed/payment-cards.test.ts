import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import type { TestApp } from '../test/app.js';
import { registerFirm } from '../test/firms.js';
import { createCardsTestApp, subscriptionOf } from '../test/kits/subscription.js';
import { DEMO_EMPLOYEES, DEMO_FIRM } from './demo-data.js';
import { seedDemoCards } from './payment-cards.js';

let t: TestApp;
beforeAll(async () => {
  t = await createCardsTestApp();
});
afterAll(() => t.close());

describe('the demo firm’s payment cards', () => {
  it('gives the demo firm a sandbox customer with two cards, the Visa the default, and a paid plan, once', async () => {
    const firm = await registerFirm(t);
    // The demo admin's address is how the seed finds the demo firm.
    await t.services.db.update(users).set({ email: DEMO_EMPLOYEES[0]!.email }).where(eq(users.id, firm.admin.id));
    await seedDemoCards(t.services.db, t.services.stripe);
    await seedDemoCards(t.services.db, t.services.stripe);
    const { cards, customer_id, plan, paid_subscription } = await subscriptionOf(t, firm.admin);
    expect(plan).toMatchObject({ code: 'professional', invoices_permission_level: 'FULL_ACCESS' });
    expect(paid_subscription).toMatchObject({ plan_code: 'professional', status: 'active' });
    expect(customer_id).toMatch(/^cus_/);
    expect(cards).toEqual([
      expect.objectContaining({ cardType: 'visa', last4: '4242', cardHolder: DEMO_FIRM.name, default: true }),
      expect.objectContaining({
        cardType: 'mastercard',
        last4: '4444',
        cardHolder: DEMO_EMPLOYEES[0]!.fullName,
        default: false,
      }),
    ]);
  });
});
