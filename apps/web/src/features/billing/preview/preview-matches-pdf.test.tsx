// @vitest-environment node
// Node's own typed arrays: under jsdom, react-pdf's compressed streams come out corrupt.
/**
 * The preview and the PDF are one document: for the same invoice both show its heading once (a
 * default title does not repeat it), the issue date once, and the item tax, with the same amounts.
 */
import { buildInvoiceDocument, documentMoney, type InvoiceDocument } from '@counsel/invoice-document';
import { renderInvoicePdf } from '@counsel/invoice-document/node';
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../locales/i18n';
import { COMPLETE_BANK, invoiceWith } from '../../../test/invoice-preview-test-data';
import { InvoicePreview } from './InvoicePreview';
import { savedPreviewInput } from './preview-input';

const TAXED_EXPENSE = {
  ...invoiceWith({}).charges[0]!,
  id: 2,
  description: 'USCIS filing fee',
  amount: '100.00',
  type: 'Expense' as const,
  case_id: null,
  taxable: true,
  taxRate: 8.25,
};

const ISSUED = '2026-03-05';

function taxedInvoice(language: 'English' | 'Arabic'): InvoiceDocument {
  const invoice = invoiceWith(
    { language },
    {
      title: language === 'Arabic' ? 'فاتورة' : 'Invoice',
      // Another day than the lines', so the issue date is counted alone.
      date_issued: ISSUED,
      charges: [...invoiceWith({}).charges, TAXED_EXPENSE],
      amount_details: { subtotal: 300, item_tax: 8.25, general_tax: 0, tax: 8.25, discount: 0, total: 308.25 },
      payment_details: { outstanding_amount: 308.25, total_paid: 0, status: 'unpaid' },
    },
  );
  return buildInvoiceDocument({ ...savedPreviewInput(invoice), bankDetails: COMPLETE_BANK, logoSrc: null });
}

/** Text without the invisible direction marks Intl puts around Arabic dates and amounts. */
const plain = (text: string) =>
  text
    .replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, '')
    .replace(/\u00A0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What each shows, as lines: the preview's text nodes, the PDF's text lines (pdf.js). */
async function bothTexts(document: InvoiceDocument) {
  const markup = renderToStaticMarkup(<InvoicePreview document={document} />);
  // Every text node of the markup, entities decoded: the words as the screen shows them.
  const preview = markup
    .split(/<[^>]*>/)
    .map((text) =>
      plain(
        text
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;|&#x27;/g, ''),
      ),
    )
    .filter(Boolean);
  const pdf = (await pdfjsLines(await renderInvoicePdf(document), document.direction)).map(plain);
  return { preview, pdf };
}

const WORDS = {
  English: { heading: 'Invoice', issued: 'Date issued', itemTax: 'Item tax', locale: 'en' },
  Arabic: { heading: 'فاتورة', issued: 'تاريخ الإصدار', itemTax: 'ضريبة البنود', locale: 'ar' },
} as const;

describe.each(['English', 'Arabic'] as const)('the %s preview and PDF', (language) => {
  it('show the heading once, the issue date once and the item tax', async () => {
    const words = WORDS[language];
    const { preview, pdf } = await bothTexts(taxedInvoice(language));
    const day = plain(
      new Intl.DateTimeFormat(words.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${ISSUED}T00:00:00Z`),
      ),
    );
    const taxAmount = plain(documentMoney(825, language));
    for (const [name, lines] of [
      ['preview', preview],
      ['pdf', pdf],
    ] as const) {
      const text = lines.join('\n');
      // The default title is the heading's own word: it is not shown again under it.
      expect(
        lines.filter((line) => line === words.heading),
        name,
      ).toHaveLength(1);
      expect(text.split(words.issued).length - 1, name).toBe(1);
      expect(text.split(day).length - 1, name).toBe(1);
      expect(
        lines.filter((line) => line.startsWith(words.itemTax)),
        name,
      ).toHaveLength(1);
      expect(text, name).toMatch(new RegExp(`${words.itemTax}\\s*${taxAmount.replace(/[$.]/g, '\\$&')}`));
    }
  }, 60_000);
});

describe('an invoice whose lines have no matter', () => {
  it('shows its tables without an "Other charges" heading in the preview and the PDF', async () => {
    const invoice = invoiceWith({}, { charges: [TAXED_EXPENSE], case: [] });
    const document = buildInvoiceDocument({ ...savedPreviewInput(invoice), bankDetails: null, logoSrc: null });
    const { preview, pdf } = await bothTexts(document);
    for (const lines of [preview, pdf]) {
      expect(lines).not.toContain('Other charges');
      expect(lines.join('\n')).toContain('USCIS filing fee');
    }
  }, 60_000);
});
