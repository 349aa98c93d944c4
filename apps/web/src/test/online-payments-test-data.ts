/** The pay page's answers: a pay link's view, an intent, and Stripe's PaymentIntents as the sandbox answers them. */
import type { PayIntent, PayLinkView } from '@counsel/domain';

type ViewOverrides = Omit<Partial<PayLinkView>, 'invoice' | 'card'> & {
  invoice?: Partial<PayLinkView['invoice']>;
  card?: Partial<PayLinkView['card']>;
};

export function payView(overrides: ViewOverrides = {}): PayLinkView {
  const { invoice, card, ...rest } = overrides;
  return {
    firm: { name: 'Haddad & Partners', email: 'billing@haddad-law.test', phone: '+1 (713) 555-0142' },
    client: { name: 'Maria Gonzalez' },
    invoice: {
      invoice_number: 'INV-00041',
      type: 'bill',
      language: 'en',
      currency: 'USD',
      date_issued: '2026-03-02',
      due_date: '2026-04-01',
      total: 1200,
      paid: 200,
      outstanding: 1000,
      status: 'partial',
      ...invoice,
    },
    pending: 0,
    payable: 1000,
    installment_amount: null,
    surcharge_percent: 0,
    card: { sandbox: true, publishable_key: null, ...card },
    ...rest,
  };
}

export function payIntent(overrides: Partial<PayIntent> = {}): PayIntent {
  return {
    intent_id: 'pi_3PayTest0001',
    client_secret: 'pi_3PayTest0001_secret_abc',
    amount: 250,
    surcharge: 0,
    charged: 250,
    ...overrides,
  };
}

/** A PaymentIntent as Stripe (and the sandbox) answers a confirm or an authentication. */
export const stripeIntent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_3PayTest0001',
  object: 'payment_intent',
  status,
  ...extra,
});

export const CARD_DECLINED = {
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
};
