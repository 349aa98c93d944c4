/**
 * The PDF rendered in Node, read back with poppler: real text (selectable), A4, the figures and
 * section titles where the document puts them. Arabic is checked against a reviewed baseline
 * (pdftotext emits it partly in visual order); regenerate it after an intended layout change with
 * `UPDATE_PDF_BASELINES=1 npx vitest run packages/invoice-document/src/pdf/pdf.test.ts` and review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvoiceDocument, type InvoiceDocument } from '../model.js';
import { renderInvoicePdf } from '../node.js';
import { documentMoney, documentT } from '../strings.js';
import { longInput, sampleInput } from '../test/fixtures.js';
import { assertValidPdf } from '../test/pdf-validity.js';
import { arabicLines, hasPoppler, pdfInfo, pdfText, withoutBidiControls } from '../test/poppler.js';

const BASELINE = fileURLToPath(new URL('./__baselines__/invoice-ar.txt', import.meta.url));
const A4 = /^595\.28 x 841\.89 pts/;

if (!hasPoppler) console.warn('pdftotext/pdfinfo not found (apt-get install poppler-utils): PDF text tests skipped');

/** A right-to-left amount ("‏5,220.31 $") comes out of pdftotext in visual order ("$ 5,220.31"). */
const visualAmount = (formatted: string) => withoutBidiControls(formatted).trim().split(/\s+/u).reverse().join(' ');

describe('renderInvoicePdf', () => {
  it('renders a PDF file', async () => {
    const pdf = await renderInvoicePdf(buildInvoiceDocument(sampleInput()));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await assertValidPdf(pdf);
  }, 60_000);

  it('renders a 200-line invoice', async () => {
    const pdf = await renderInvoicePdf(buildInvoiceDocument(longInput(200)));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});

describe.skipIf(!hasPoppler)('the English invoice PDF', () => {
  let document: InvoiceDocument;
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    document = buildInvoiceDocument(sampleInput());
    pdf = await renderInvoicePdf(document);
    text = await pdfText(pdf);
  });

  it('is A4 with selectable text', async () => {
    const info = await pdfInfo(pdf);
    expect(info['Page size']).toMatch(A4);
    expect(text.trim().length).toBeGreaterThan(0);
  });

  it('shows the number, the client and the figures as the document formats them', () => {
    expect(text).toContain('INV-00042');
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain('maria.gonzalez@example.com');
    expect(text).toContain('Haddad Immigration Law');
    expect(text).toContain(documentMoney(document.summary.totalCents, 'English'));
    expect(text).toContain(documentMoney(document.summary.outstandingCents, 'English'));
    expect(text).toContain(documentMoney(-15000, 'English'));
    expect(text).toContain('FRTBUS6S');
  });

  it('has every section of the preview, in its order', () => {
    const t = documentT('English');
    const titles = [
      t('invoice'),
      t('from'),
      t('billTo'),
      t('servicesAndCharges'),
      t('matter', { title: 'H-1B petition – Gonzalez' }),
      t('matter', { title: 'I-485 adjustment of status' }),
      t('trustPayments'),
      t('otherCharges'),
      t('paymentInformation'),
      t('summary.title'),
      t('payments.title'),
      t('installments.title'),
      'Thank you for your trust.',
    ];
    // Block titles are set in capitals ("FROM"), so compare without case.
    const flat = text.replace(/\s+/g, ' ').toLowerCase();
    const positions = titles.map((title) => flat.indexOf(title.toLowerCase()));
    for (const [index, position] of positions.entries()) expect(position, titles[index]).toBeGreaterThanOrEqual(0);
    // From and Bill To share a line and Payment information sits beside the summary; otherwise top to bottom.
    const ascending = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(positions.slice(3, 9)).toEqual(ascending(positions.slice(3, 9)));
    expect(positions.slice(9)).toEqual(ascending(positions.slice(9)));
  });

  it('numbers its pages', () => {
    expect(text).toMatch(/Page 1 of 2/);
    expect(text).toMatch(/Page 2 of 2/);
  });
});

describe.skipIf(!hasPoppler)('the Arabic invoice PDF', () => {
  let document: InvoiceDocument;
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    document = buildInvoiceDocument(sampleInput({ language: 'Arabic' }));
    pdf = await renderInvoicePdf(document);
    text = await pdfText(pdf);
  });

  it('is A4 with selectable text', async () => {
    const info = await pdfInfo(pdf);
    expect(info['Page size']).toMatch(A4);
    expect(text.trim().length).toBeGreaterThan(0);
  });

  it('keeps the number, the client and the amounts readable', () => {
    const plain = withoutBidiControls(text).replace(/\u00A0/g, ' ');
    expect(plain).toContain('INV-00042');
    expect(plain).toContain('عمر الخطيب');
    expect(plain).toContain('(650) 555-0199');
    expect(plain).toContain(visualAmount(documentMoney(document.summary.totalCents, 'Arabic')));
    expect(plain).toContain(visualAmount(documentMoney(document.summary.outstandingCents, 'Arabic')));
  });

  it('matches the reviewed Arabic baseline', () => {
    const lines = arabicLines(text);
    if (process.env.UPDATE_PDF_BASELINES === '1') writeFileSync(BASELINE, `${lines.join('\n')}\n`);
    expect(existsSync(BASELINE), 'baseline missing: run with UPDATE_PDF_BASELINES=1').toBe(true);
    const baseline = readFileSync(BASELINE, 'utf8').trimEnd().split('\n');
    expect(lines).toEqual(baseline);
    // The baseline holds the section titles, so a missing section cannot hide in it.
    expect(baseline.length).toBeGreaterThan(30);
  });
});

describe.skipIf(!hasPoppler)('other invoices', () => {
  it('shows the amount to deposit on a trust invoice, and leaves out absent bank details', async () => {
    const input = sampleInput({ settings: { include_installment: false } });
    const document = buildInvoiceDocument({
      ...input,
      type: 'TRUST',
      title: 'Trust Invoice',
      charges: [],
      caseId: 12,
      trustAmountCents: 250000,
      bankDetails: null,
    });
    const text = (await pdfText(await renderInvoicePdf(document))).replace(/\s+/g, ' ');
    expect(text).toContain('Trust invoice');
    expect(text).toContain('Amount to deposit into trust for I-485 adjustment of status');
    expect(text).toContain('$2,500.00');
    expect(text).not.toContain('Payment information');
    expect(text).not.toContain('Services Date');
  });

  it('renders without the logo when it is not a PNG or JPEG', async () => {
    const input = sampleInput();
    const document = buildInvoiceDocument({
      ...input,
      logoSrc: 'data:image/webp;base64,UklGRhYAAABXRUJQVlA4TAoAAAAvAAAAAEX/I/of',
    });
    const text = await pdfText(await renderInvoicePdf(document));
    expect(text).toContain('INV-00042');
  });
});
