/** The invoice on screen: screen 5's content, the invoice's own language and direction, and its colour scheme. */
import type { Invoice } from '@counsel/domain';
import { buildInvoiceDocument } from '@counsel/invoice-document';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../locales/i18n';
import { COMPLETE_BANK, invoiceWith } from '../../../test/invoice-preview-test-data';
import { InvoicePreview } from './InvoicePreview';
import { savedPreviewInput } from './preview-input';

function show(invoice: Invoice, logoSrc: string | null = null) {
  const document = buildInvoiceDocument({ ...savedPreviewInput(invoice), bankDetails: COMPLETE_BANK, logoSrc });
  const view = render(<InvoicePreview document={document} />);
  return Object.assign(screen.getByRole('article', { name: 'Invoice preview' }), { unmount: view.unmount });
}

const EXPENSE = {
  ...invoiceWith({}).charges[0]!,
  id: 2,
  description: 'USCIS filing fee',
  amount: '100.00',
  type: 'Expense' as const,
  case_id: null,
  taxable: true,
  taxRate: 8.25,
};

describe('invoice preview', () => {
  it('shows a time entry line as professional time with its timekeeper, hours and rate', () => {
    const timeLine = {
      ...EXPENSE,
      id: 3,
      description: 'Client interview',
      amount: '450.00',
      taxable: false,
      taxRate: 0,
      is_time_entry: true,
      time_entry_id: 9,
      time_entry: { hours: 1.5, hourly_rate: '300.00', timekeeper: 'Nadia Rahman' },
    };
    const article = show(invoiceWith({}, { charges: [timeLine] }));
    const table = within(article).getByRole('table', { name: 'Professional time' });
    for (const header of ['Timekeeper', 'Hours', 'Rate']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByRole('row', { name: /Client interview/ });
    expect(row).toHaveTextContent('Nadia Rahman');
    expect(row).toHaveTextContent('1.5');
    expect(row).toHaveTextContent('$300.00');
    expect(row).toHaveTextContent('$450.00');
    expect(within(article).queryByRole('table', { name: 'Expenses' })).toBeNull();
  });

  it('shows screen 5: number, parties, matter tables, bank details, summary, installment plan and footer', () => {
    const article = show(
      invoiceWith(
        {
          include_logo: true,
          logo: 'logo.png',
          include_footer: true,
          footer_text: 'Thank you for your trust.',
          include_installment: true,
          installment_amount: 150,
          installment_frequency: 'MONTHLY',
          installment_start_date: '2026-04-01',
        },
        {
          charges: [...invoiceWith({}).charges, EXPENSE],
          client: { id: 5, name: 'Maria Gonzalez', email: 'maria@example.com', phone_number: null, address: null },
          law_firm: {
            id: 3,
            name: 'Haddad & Partners',
            email: 'office@haddad.test',
            phone_number: null,
            address: null,
            currency: 'USD',
          },
          amount_details: { subtotal: 300, item_tax: 8.25, general_tax: 0, tax: 8.25, discount: 0, total: 308.25 },
          payment_details: { outstanding_amount: 308.25, total_paid: 0, status: 'unpaid' },
        },
      ),
      'data:image/png;base64,AAAA',
    );
    expect(article).toHaveAttribute('dir', 'ltr');
    expect(article).toHaveAttribute('lang', 'en');
    expect(within(article).getByRole('img', { name: 'Haddad & Partners' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Invoice' })).toBeInTheDocument();
    expect(article).toHaveTextContent('INV-00041');
    expect(within(article).getByRole('region', { name: 'From' })).toHaveTextContent('office@haddad.test');
    expect(within(article).getByRole('region', { name: 'Bill to' })).toHaveTextContent('maria@example.com');
    const matter = within(article).getByRole('region', { name: 'Matter: I-130 petition' });
    expect(within(matter).getByRole('table', { name: 'Services' })).toHaveTextContent('Consultation$200.00');
    const other = within(article).getByRole('region', { name: 'Other charges' });
    expect(within(other).getByRole('table', { name: 'Expenses' })).toHaveTextContent('USCIS filing fee8.25%$100.00');
    expect(article).toHaveTextContent('Payment information');
    expect(article).toHaveTextContent('FFBKUS33');
    const summary = within(article).getByRole('table', { name: 'Summary' });
    expect(within(summary).getByRole('row', { name: 'Item tax $8.25' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total $308.25' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Status Unpaid' })).toBeInTheDocument();
    const plan = within(article).getByRole('region', { name: 'Payment plan' });
    expect(plan).toHaveTextContent('3 payments of $150.00, monthly');
    // The last payment is the remainder (§4), a month after the second.
    expect(within(plan).getAllByRole('row').at(-1)).toHaveTextContent('3Jun 1, 2026$8.25');
    expect(within(article).getByRole('contentinfo')).toHaveTextContent('Thank you for your trust.');
  });

  it('reads an Arabic invoice right to left in Arabic, while the screen speaks English', () => {
    const article = show(invoiceWith({ language: 'Arabic' }));
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
    expect(article).toHaveAttribute('dir', 'rtl');
    expect(article).toHaveAttribute('lang', 'ar');
    expect(within(article).getByRole('heading', { level: 2, name: 'فاتورة' })).toBeInTheDocument();
    expect(article).toHaveTextContent('الخدمات والرسوم');
    expect(within(article).getByRole('table', { name: 'الخدمات' })).toHaveTextContent('Consultation');
    const summary = within(article).getByRole('table', { name: 'الملخص' });
    // Amounts and days in the document's own locale.
    expect(within(summary).getByRole('row', { name: /^الإجمالي/ })).toHaveTextContent(/200\.00\s\$/);
    expect(article).toHaveTextContent(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-04-01T00:00:00Z')),
    );
    expect(article).not.toHaveTextContent('Services');
  });

  it('applies the colour scheme: Primary or Black', () => {
    const primary = show(invoiceWith({ color_scheme: 'Primary' }));
    expect(primary).toHaveAttribute('data-color-scheme', 'Primary');
    expect(primary.style.getPropertyValue('--invoice-accent')).toBe('#1971c2');
    primary.unmount();
    const black = show(invoiceWith({ color_scheme: 'Black' }));
    expect(black).toHaveAttribute('data-color-scheme', 'Black');
    expect(black.style.getPropertyValue('--invoice-accent')).toBe('#000000');
  });

  it('shows a trust invoice as the amount to deposit for its matter', () => {
    const article = show(
      invoiceWith(
        {},
        {
          type: 'TRUST',
          title: 'Trust Invoice',
          charges: [],
          amount: 500,
          case_id: 21,
          amount_details: { subtotal: 500, item_tax: 0, general_tax: 0, tax: 0, discount: 0, total: 500 },
        },
      ),
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Trust invoice' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Amount to deposit into trust for I-130 petition$500.00');
  });
});
