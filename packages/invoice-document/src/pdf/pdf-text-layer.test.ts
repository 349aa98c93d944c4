/**
 * The text a reader gets back from the PDF (pdf.js, as in Firefox and most web viewers) is the
 * text the invoice was made from: Arabic names and descriptions with every letter in order, form
 * numbers as written, amounts as formatted. Before, "صالح" came back as "صال", "ضريبة" as
 * "رضيبة" and "الإصدار" as "اإلصدار".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvoiceDocument, type InvoiceDocument } from '../model.js';
import { renderInvoicePdf } from '../node.js';
import { documentDay, documentMoney } from '../strings.js';
import { sampleInput } from '../test/fixtures.js';
import { pdfjsLines } from '../test/pdfjs.js';

const CLIENT = 'مريم كمال صالح';
/** What a formatted string reads as once its invisible direction marks are gone. */
const plain = (text: string) => text.replace(/[\u200B\u200E\u200F\u2066-\u2069]/g, '').replace(/\u00A0/g, ' ');

function arabicInput() {
  const input = sampleInput({ language: 'Arabic' });
  return { ...input, client: { ...input.client, name: CLIENT } };
}

describe('the Arabic invoice read back with pdf.js', () => {
  let document: InvoiceDocument;
  let lines: string[];
  let text: string;
  beforeAll(async () => {
    const input = arabicInput();
    document = buildInvoiceDocument(input);
    lines = await pdfjsLines(await renderInvoicePdf(document), 'rtl');
    text = lines.join('\n');
  }, 60_000);

  it('keeps every letter of the client, the firm and the title', () => {
    expect(text).toContain(CLIENT);
    expect(text).toContain(document.from.name);
    expect(lines).toContain(document.title);
  });

  it('has no stray characters where direction marks were', () => {
    const controls = Array.from(text).filter((character) => character !== '\n' && character.charCodeAt(0) < 0x20);
    expect(controls).toEqual([]);
  });

  it('reads ligatures in their order', () => {
    expect(text).toContain('ضريبة البنود');
    expect(text).toContain('تاريخ الإصدار');
    expect(text).toContain('المصروفات');
    expect(text).not.toContain('رضيبة');
  });

  it('reads every description as written, form numbers and brackets included', () => {
    const descriptions = document.sections.flatMap((section) =>
      [...section.services, ...section.expenses, ...section.trustPayments].map((line) => line.description),
    );
    expect(descriptions).toContain('رسوم تقديم USCIS (I-129)');
    expect(descriptions).toContain('إعداد التماس النموذج I-129');
    for (const description of descriptions) expect(text).toContain(description);
    for (const section of document.sections) if (section.matter) expect(text).toContain(section.matter.title);
  });

  it('reads a rate in brackets as written', () => {
    const rate = document.summary.generalTax!.ratePercent;
    expect(text).toContain(`الضريبة (${rate}٪)`);
    expect(text).not.toContain(`(${rate})٪`);
  });

  it('reads Arabic dates whole, with nothing where their direction marks were', () => {
    for (const day of [document.dateIssued, document.dueDate]) {
      const written = documentDay(day, 'Arabic');
      expect(written).toMatch(/\u200F/);
      expect(text).toContain(plain(written));
    }
    expect(text).not.toMatch(/\d \/|\/ \d/);
  });

  it('reads amounts as they are formatted', () => {
    const amounts = [
      ...document.sections
        .flatMap((section) => [...section.services, ...section.expenses])
        .map((line) => line.amountCents),
      document.summary.subtotalCents,
      document.summary.itemTaxCents,
      document.summary.totalCents,
      document.summary.outstandingCents,
    ];
    for (const cents of amounts) expect(text).toContain(plain(documentMoney(cents, 'Arabic')));
  });
});

describe('an English invoice for a client with an Arabic name', () => {
  it('reads the name back whole', async () => {
    const input = sampleInput();
    const document = buildInvoiceDocument({ ...input, client: { ...input.client, name: CLIENT } });
    const lines = await pdfjsLines(await renderInvoicePdf(document), 'ltr');
    expect(lines.join('\n')).toContain(CLIENT);
  }, 60_000);
});
