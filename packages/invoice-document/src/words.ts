/**
 * What the document says, decided once for the on-screen preview and the PDF: the words, amounts,
 * days and numbers in the invoice's language and the firm's currency, the title under the heading,
 * and the summary's lines. Both renderers draw these, so they cannot show different things.
 */
import type { TFunction } from 'i18next';
import type { DocumentPayment, InvoiceDocument } from './model.js';
import { DEFAULT_TITLES, documentDay, documentLocale, documentMoney, documentT } from './strings.js';

export interface DocumentWords {
  t: TFunction;
  /** 'en' or 'ar', for the document's `lang`. */
  locale: 'en' | 'ar';
  money: (cents: number) => string;
  day: (day: string) => string;
  /** A plain number (a rate, a count, hours) in the document's digits. */
  number: (value: number) => string;
  /** A percentage's number as the catalogue's "{{rate}}٪" takes it (see `rateText`). */
  rate: (value: number) => string;
}

const LRM = '\u200E';

/**
 * In Arabic a number that follows Arabic letters is an Arabic number to the bidi algorithm, and the
 * ٪ after it is not part of it: "الضريبة (5٪)" was laid out, and read back from the PDF, as
 * "الضريبة (5)٪". A left-to-right mark before the number keeps the number and its ٪ one run.
 */
function rateText(language: InvoiceDocument['language'], formatted: string): string {
  return language === 'Arabic' ? `${LRM}${formatted}` : formatted;
}

export function documentWords(document: Pick<InvoiceDocument, 'language' | 'currency'>): DocumentWords {
  const { language, currency } = document;
  const locale = documentLocale(language);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  return {
    t: documentT(language),
    locale,
    money: (cents) => documentMoney(cents, language, currency),
    day: (day) => documentDay(day, language),
    number: (value) => numbers.format(value),
    rate: (value) => rateText(language, numbers.format(value)),
  };
}

/**
 * The invoice's title under the heading, or null when it only repeats the heading: the default
 * titles ('Invoice', 'فاتورة', ...) say what the heading already says.
 */
export function documentSubtitle(document: Pick<InvoiceDocument, 'title'>): string | null {
  const title = document.title.trim();
  return title && !DEFAULT_TITLES.has(title.toLowerCase()) ? title : null;
}

/**
 * Whether the line tables carry their matter's heading: only when there is more than one group or a
 * named matter. An invoice whose every line has no matter shows its tables without "Other charges".
 */
export function sectionsTitled(document: Pick<InvoiceDocument, 'sections'>): boolean {
  return !(document.sections.length === 1 && document.sections[0]?.matter === null);
}

export type SummaryLineKind = 'plain' | 'muted' | 'total' | 'strong';

export interface SummaryLine {
  label: string;
  value: string;
  kind: SummaryLineKind;
}

/** The summary's lines in order, from the subtotal to the status, with their amounts formatted. */
export function summaryLines(document: InvoiceDocument, words: DocumentWords): SummaryLine[] {
  const { t, money, rate } = words;
  const { summary } = document;
  const lines: SummaryLine[] = [
    { label: t('summary.subtotal'), value: money(summary.subtotalCents), kind: 'plain' },
    // Always shown, $0.00 included: the line says whether the expenses carried tax.
    { label: t('summary.itemTax'), value: money(summary.itemTaxCents), kind: 'plain' },
  ];
  if (summary.generalTax) {
    lines.push({
      label: t('summary.generalTax', { rate: rate(summary.generalTax.ratePercent) }),
      value: money(summary.generalTax.cents),
      kind: 'plain',
    });
  }
  if (summary.discount) {
    lines.push({
      label: summary.discount.description
        ? t('summary.discountNamed', { description: summary.discount.description })
        : t('summary.discount'),
      // A discount lowers the total: shown as a negative amount, never "-$0.00".
      value: money(summary.discount.cents > 0 ? -summary.discount.cents : 0),
      kind: 'plain',
    });
  }
  lines.push({ label: t('summary.total'), value: money(summary.totalCents), kind: 'total' });
  if (summary.listedPaymentsCents > 0) {
    lines.push({ label: t('summary.listedPayments'), value: money(summary.listedPaymentsCents), kind: 'muted' });
  }
  lines.push({ label: t('summary.totalPaid'), value: money(summary.paidCents), kind: 'plain' });
  lines.push({ label: t('summary.outstanding'), value: money(summary.outstandingCents), kind: 'strong' });
  lines.push({ label: t('summary.status'), value: t(`statuses.${summary.status}`), kind: 'plain' });
  return lines;
}

/** A payment's type as the payments table names it, a pending one marked so. */
export function paymentTypeLabel(payment: DocumentPayment, t: TFunction): string {
  const type = t(`paymentTypes.${payment.paymentType}`, { defaultValue: payment.paymentType });
  return payment.status === 'pending' ? t('payments.pendingType', { type }) : type;
}

/** A Tax column cell: the line's own rate, or the no-tax mark. */
export function taxRateLabel(taxRate: number | null, words: DocumentWords): string {
  return taxRate === null ? words.t('noTax') : words.t('taxRate', { rate: words.rate(taxRate) });
}
