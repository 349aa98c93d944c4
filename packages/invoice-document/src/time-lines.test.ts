/**
 * Lines that bill time entries (billing.md §4 sends them as Expense lines) are professional time on
 * the documents: their own table with timekeeper, hours and rate, in the model, the PDF and from a
 * saved invoice.
 */
import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, type DocumentCharge, documentInputFromInvoice } from './model.js';
import { renderInvoicePdf } from './node.js';
import { sampleInput } from './test/fixtures.js';
import { pdfjsLines } from './test/pdfjs.js';
import { SAVED_INVOICE } from './test/saved-invoice.js';

const timeLine: DocumentCharge = {
  description: 'Client interview',
  amountCents: 45000,
  date: '2025-03-04',
  type: 'Expense',
  caseId: 11,
  taxable: false,
  taxRateHundredths: 0,
  time: { hours: 1.5, rateCents: 30000, timekeeper: 'Nadia Rahman' },
};
const expense: DocumentCharge = { ...timeLine, description: 'Courier', amountCents: 3000, time: null };

describe('time entry lines', () => {
  it('are professional time, not expenses, and keep their hours, rate and timekeeper', () => {
    const document = buildInvoiceDocument({ ...sampleInput(), charges: [timeLine, expense] });
    const [section] = document.sections;
    expect(section!.time).toEqual([
      {
        description: 'Client interview',
        date: '2025-03-04',
        amountCents: 45000,
        taxRate: null,
        time: { hours: 1.5, rateCents: 30000, timekeeper: 'Nadia Rahman' },
      },
    ]);
    expect(section!.expenses.map((line) => line.description)).toEqual(['Courier']);
  });

  it('come from a saved invoice with the time entry the API describes', () => {
    const [first] = SAVED_INVOICE.charges;
    const invoice = {
      ...SAVED_INVOICE,
      charges: [
        {
          ...first!,
          type: 'Expense' as const,
          is_time_entry: true,
          time_entry_id: 7,
          time_entry: { hours: 2.25, hourly_rate: '250.00', timekeeper: 'Omar Haddad' },
        },
      ],
    };
    const input = documentInputFromInvoice(invoice, { bankDetails: null, logoSrc: null });
    expect(input.charges[0]!.time).toEqual({ hours: 2.25, rateCents: 25000, timekeeper: 'Omar Haddad' });
  });

  it('print in the PDF as professional time with timekeeper, hours and rate', async () => {
    const document = buildInvoiceDocument({ ...sampleInput(), charges: [timeLine, expense] });
    const text = (await pdfjsLines(await renderInvoicePdf(document), 'ltr')).join('\n');
    expect(text).toContain('Professional time');
    expect(text).toContain('Timekeeper');
    expect(text).toMatch(/Client interview\s*Nadia Rahman\s*1\.5\s*\$300\.00\s*\$450\.00/);
  }, 60_000);
});
