/**
 * The invoice PDF in Node, as mail attachments are made: the 200-line invoice read from the API,
 * turned into the document model and rendered, in English and in Arabic (with Arabic line texts, so
 * shaping and right-to-left layout are part of the work).
 */
import { performance } from 'node:perf_hooks';
import type { Invoice } from '@counsel/domain';
import { buildInvoiceDocument, documentInputFromInvoice } from '@counsel/invoice-document';
import { renderInvoicePdf } from '@counsel/invoice-document/node';
import type { PdfRender } from './report.js';

const ARABIC_LINES = ['صياغة الطلب ومراجعته', 'رسوم تقديم النموذج', 'استشارة قانونية مع الموكل', 'ترجمة المستندات'];

function documentIn(invoice: Invoice, language: 'English' | 'Arabic') {
  const input = documentInputFromInvoice(invoice, { bankDetails: null, logoSrc: null });
  input.settings = { ...input.settings, language };
  if (language === 'Arabic') {
    input.charges = input.charges.map((charge, i) => ({
      ...charge,
      description: `${ARABIC_LINES[i % ARABIC_LINES.length]} ${i + 1}`,
    }));
  }
  return buildInvoiceDocument(input);
}

/** Median of three timed renders per language, after one untimed render (fonts loaded, code warm). */
export async function timePdf(invoice: Invoice): Promise<PdfRender[]> {
  await renderInvoicePdf(documentIn(invoice, 'English'));
  const results: PdfRender[] = [];
  for (const language of ['English', 'Arabic'] as const) {
    const document = documentIn(invoice, language);
    const runs: Array<{ seconds: number; bytes: number }> = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const pdf = await renderInvoicePdf(document);
      runs.push({ seconds: (performance.now() - start) / 1000, bytes: pdf.length });
    }
    runs.sort((a, b) => a.seconds - b.seconds);
    results.push({ language, ...runs[1]! });
  }
  return results;
}
