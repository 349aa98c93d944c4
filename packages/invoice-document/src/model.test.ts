import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, type DocumentCharge, documentInputFromInvoice, invoicePdfFileName } from './model.js';
import { BANK_DETAILS, PNG_LOGO, sampleInput } from './test/fixtures.js';
import { SAVED_INVOICE } from './test/saved-invoice.js';

const line = (partial: Partial<DocumentCharge> & Pick<DocumentCharge, 'description'>): DocumentCharge => ({
  amountCents: 10000,
  date: '2025-03-01',
  type: 'Service',
  caseId: null,
  taxable: false,
  taxRateHundredths: 0,
  ...partial,
});

describe('buildInvoiceDocument: Services & Charges', () => {
  it('groups the lines per matter in the order the invoice knows the matters, the lines of no matter last', () => {
    const document = buildInvoiceDocument({
      ...sampleInput(),
      charges: [
        line({ description: 'Unmatched first', caseId: null }),
        line({ description: 'Adjustment of status', caseId: 12 }),
        line({ description: 'Unknown matter', caseId: 99 }),
        line({ description: 'H-1B petition', caseId: 11 }),
        line({ description: 'More on I-485', caseId: 12 }),
      ],
    });
    expect(document.sections.map((section) => section.matter)).toEqual([
      { id: 11, title: 'H-1B petition – Gonzalez' },
      { id: 12, title: 'I-485 adjustment of status' },
      { id: 99, title: '#99' },
      null,
    ]);
    expect(document.sections[1]!.services.map((service) => service.description)).toEqual([
      'Adjustment of status',
      'More on I-485',
    ]);
  });

  it('splits services, expenses and trust payments, with a tax rate only on taxable expenses', () => {
    const document = buildInvoiceDocument({
      ...sampleInput(),
      charges: [
        line({ description: 'Drafting', caseId: 11, taxable: true, taxRateHundredths: 825 }),
        line({ description: 'Filing fee', caseId: 11, type: 'Expense', taxable: true, taxRateHundredths: 825 }),
        line({ description: 'Postage', caseId: 11, type: 'Expense' }),
        line({ description: 'Retainer received', caseId: 11, type: 'Trust Payment', amountCents: 50000 }),
      ],
    });
    const [section] = document.sections;
    expect(document.sections).toHaveLength(1);
    expect(section!.services).toEqual([
      { description: 'Drafting', date: '2025-03-01', amountCents: 10000, taxRate: null, time: null },
    ]);
    expect(section!.expenses.map((expense) => [expense.description, expense.taxRate])).toEqual([
      ['Filing fee', 8.25],
      ['Postage', null],
    ]);
    expect(section!.trustPayments.map((payment) => payment.description)).toEqual(['Retainer received']);
    expect(document.summary.listedPaymentsCents).toBe(50000);
    expect(document.trustDeposit).toBeNull();
  });
});

describe('buildInvoiceDocument: parties and settings', () => {
  it("prints phone numbers for people: national for the firm's own country, international otherwise", () => {
    const american = buildInvoiceDocument(sampleInput());
    expect([american.from.phone, american.billTo.phone]).toEqual(['(415) 555-0134', '(650) 555-0199']);
    const input = sampleInput();
    const british = buildInvoiceDocument({
      ...input,
      firmCountry: 'GB',
      firm: { ...input.firm, phone: '+442079460958' },
    });
    expect([british.from.phone, british.billTo.phone]).toEqual(['020 7946 0958', '+1 650 555 0199']);
    const unknown = buildInvoiceDocument({ ...input, firmCountry: null });
    expect(unknown.billTo.phone).toBe('+1 650 555 0199');
    // Text that is no phone number is printed as it was written.
    const typed = buildInvoiceDocument({ ...input, client: { ...input.client, phone: 'ext. 12' } });
    expect(typed.billTo.phone).toBe('ext. 12');
  });

  it('fills Bill To with what the settings include', () => {
    const all = buildInvoiceDocument(sampleInput());
    expect(all.billTo).toEqual({
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      // Stored as E.164, printed as the firm's country writes its own numbers.
      phone: '(650) 555-0199',
      address: '2201 El Camino Real, Palo Alto, CA 94306',
    });
    const noEmail = buildInvoiceDocument(sampleInput({ settings: { include_email: false } })).billTo;
    expect([noEmail.email, noEmail.phone !== null, noEmail.address !== null]).toEqual([null, true, true]);
    const noPhone = buildInvoiceDocument(sampleInput({ settings: { include_phone: false } })).billTo;
    expect([noPhone.email !== null, noPhone.phone, noPhone.address !== null]).toEqual([true, null, true]);
    const noAddress = buildInvoiceDocument(sampleInput({ settings: { include_address: false } })).billTo;
    expect([noAddress.email !== null, noAddress.phone !== null, noAddress.address]).toEqual([true, true, null]);
    expect(all.from.name).toBe('Haddad Immigration Law');
  });

  it('has a footer only when include_footer is on and the text is not blank', () => {
    expect(buildInvoiceDocument(sampleInput()).footer).toBe(
      'Thank you for your trust. Please quote the invoice number with your transfer.',
    );
    expect(buildInvoiceDocument(sampleInput({ settings: { include_footer: false } })).footer).toBeNull();
    expect(buildInvoiceDocument(sampleInput({ settings: { footer_text: '   ' } })).footer).toBeNull();
  });

  it('has the logo only when include_logo is on', () => {
    expect(buildInvoiceDocument(sampleInput()).logoSrc).toBe(PNG_LOGO);
    expect(buildInvoiceDocument(sampleInput({ settings: { include_logo: false } })).logoSrc).toBeNull();
  });

  it('takes language, direction and colour scheme from the settings', () => {
    const arabic = buildInvoiceDocument(sampleInput({ language: 'Arabic' }));
    expect([arabic.language, arabic.direction, arabic.colorScheme]).toEqual(['Arabic', 'rtl', 'Black']);
    const english = buildInvoiceDocument(sampleInput());
    expect([english.language, english.direction, english.colorScheme]).toEqual(['English', 'ltr', 'Primary']);
  });

  it('shows general tax and discount only when the settings include them', () => {
    const document = buildInvoiceDocument(sampleInput());
    expect(document.summary.generalTax).toEqual({ ratePercent: 5, cents: document.summary.generalTax!.cents });
    expect(document.summary.discount).toEqual({ description: 'Returning client', cents: 15000 });
    const plain = buildInvoiceDocument(sampleInput({ settings: { include_tax_rate: false, include_discount: false } }));
    expect(plain.summary.generalTax).toBeNull();
    expect(plain.summary.discount).toBeNull();
  });

  it('keeps bank details only when one of them is filled in', () => {
    expect(buildInvoiceDocument(sampleInput()).bankDetails).toEqual(BANK_DETAILS);
    const blank = {
      bank_name: ' ',
      bank_address: null,
      bank_account_number_iban: '',
      bank_swift_code: null,
      bank_branch_code: null,
      bank_routing_number: null,
    };
    expect(buildInvoiceDocument({ ...sampleInput(), bankDetails: blank }).bankDetails).toBeNull();
  });
});

describe('buildInvoiceDocument: payments and plans', () => {
  it('leaves canceled payments out', () => {
    const document = buildInvoiceDocument(sampleInput());
    expect(document.payments).toEqual([
      {
        date: '2025-03-10',
        amountCents: 50000,
        paymentType: 'direct',
        status: 'completed',
        description: 'Bank transfer, reference 88412',
      },
    ]);
    expect(document.summary.paidCents).toBe(50000);
    expect(document.summary.outstandingCents).toBe(document.summary.totalCents - 50000);
  });

  it('lists the installment plan from the settings, the remainder last', () => {
    const document = buildInvoiceDocument(sampleInput());
    const total = document.summary.totalCents;
    expect(total).toBe(522031);
    expect(document.installmentPlan).toEqual({
      installmentCents: 150000,
      frequency: 'MONTHLY',
      schedule: [
        { number: 1, dueDate: '2025-04-01', amountCents: 150000 },
        { number: 2, dueDate: '2025-05-01', amountCents: 150000 },
        { number: 3, dueDate: '2025-06-01', amountCents: 150000 },
        { number: 4, dueDate: '2025-07-01', amountCents: 72031 },
      ],
    });
  });

  it('has no installment plan when the plan is off or incomplete', () => {
    expect(buildInvoiceDocument(sampleInput({ settings: { include_installment: false } })).installmentPlan).toBeNull();
    expect(buildInvoiceDocument(sampleInput({ settings: { installment_amount: null } })).installmentPlan).toBeNull();
    expect(
      buildInvoiceDocument(sampleInput({ settings: { installment_start_date: null } })).installmentPlan,
    ).toBeNull();
  });
});

describe('buildInvoiceDocument: trust invoices', () => {
  const trust = (caseId: number | null) => ({
    ...sampleInput(),
    type: 'TRUST' as const,
    title: 'Trust Invoice',
    charges: [],
    caseId,
    trustAmountCents: 250000,
  });

  it('asks for a client-level deposit without a matter', () => {
    const document = buildInvoiceDocument(trust(null));
    expect(document.trustDeposit).toEqual({ amountCents: 250000, matterTitle: null });
    expect(document.sections).toEqual([]);
  });

  it('names the matter of a matter-level deposit', () => {
    const document = buildInvoiceDocument(trust(12));
    expect(document.trustDeposit).toEqual({ amountCents: 250000, matterTitle: 'I-485 adjustment of status' });
  });

  it('falls back to the subtotal when the base amount is unknown', () => {
    const input = { ...trust(null), trustAmountCents: null };
    expect(buildInvoiceDocument(input).trustDeposit!.amountCents).toBe(input.totals.subtotalCents);
  });
});

describe('documentInputFromInvoice', () => {
  const input = documentInputFromInvoice(SAVED_INVOICE, { bankDetails: BANK_DETAILS, logoSrc: PNG_LOGO });

  it('reads a saved invoice in cents and days', () => {
    expect(input.charges.map((charge) => [charge.amountCents, charge.date, charge.taxRateHundredths])).toEqual([
      [250000, '2025-02-10', 0],
      [78000, '2025-02-10', 825],
      [3550, '2025-02-10', 0],
      [100000, '2025-02-10', 0],
    ]);
    expect(input.totals).toEqual({
      subtotalCents: 331550,
      itemTaxCents: 6435,
      generalTaxCents: 16578,
      discountCents: 15000,
      totalCents: 339563,
    });
    expect([input.dateIssued, input.dueDate]).toEqual(['2025-03-03', '2025-04-02']);
    expect([input.paidCents, input.outstandingCents, input.status]).toEqual([50000, 289563, 'partial']);
    expect(input.firm).toEqual({
      name: 'Haddad Immigration Law',
      email: 'billing@haddadlaw.com',
      phone: '+1 (415) 555-0134',
      address: '500 Sansome Street, Suite 410, San Francisco, CA 94111',
    });
    expect(input.matters).toEqual([
      { id: 11, title: 'H-1B petition – Gonzalez' },
      { id: 12, title: 'I-485 adjustment of status' },
    ]);
  });

  it('builds the document the preview and the PDF show', () => {
    const document = buildInvoiceDocument(input);
    expect(document.sections.map((section) => section.matter?.title ?? null)).toEqual([
      'H-1B petition – Gonzalez',
      'I-485 adjustment of status',
      null,
    ]);
    expect(document.sections[1]!.trustPayments).toHaveLength(1);
    expect(document.billTo.phone).toBeNull();
    expect(document.payments.map((payment) => payment.amountCents)).toEqual([50000]);
    expect(document.installmentPlan!.schedule.map((installment) => installment.amountCents)).toEqual([
      100000, 100000, 100000, 39563,
    ]);
    expect(document.installmentPlan!.schedule[0]!.dueDate).toBe('2025-04-01');
    expect(document.bankDetails).toEqual(BANK_DETAILS);
    expect(document.logoSrc).toBeNull();
  });
});

describe('invoicePdfFileName', () => {
  it('names a bill invoice after its number and a trust invoice trust_invoice.pdf (§9)', () => {
    expect(invoicePdfFileName({ type: 'BILL', invoiceNumber: 'INV-00042' })).toBe('invoice_INV-00042.pdf');
    expect(invoicePdfFileName({ type: 'TRUST', invoiceNumber: 'INV-00043' })).toBe('trust_invoice.pdf');
  });

  it('keeps a file name safe whatever the number holds', () => {
    expect(invoicePdfFileName({ type: 'BILL', invoiceNumber: '2025/04 A' })).toBe('invoice_2025_04_A.pdf');
    expect(invoicePdfFileName({ type: 'BILL', invoiceNumber: '' })).toBe('invoice_draft.pdf');
  });
});
