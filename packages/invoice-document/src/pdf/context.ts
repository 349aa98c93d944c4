/**
 * What every part of the PDF needs (the document, its translate function, styles and formatters),
 * handed down once through context rather than through every component's props.
 */
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { InvoiceDocument } from '../model.js';
import { type DocumentWords, documentWords } from '../words.js';
import { type DocumentStyles, documentStyles } from './styles.js';

export interface PdfContext extends DocumentWords {
  document: InvoiceDocument;
  t: TFunction;
  styles: DocumentStyles;
  rtl: boolean;
  money: (cents: number) => string;
  day: (day: string) => string;
  /** A plain number (a tax rate, an installment's position) in the document's locale, like its amounts and dates. */
  number: (value: number) => string;
}

export function pdfContextOf(document: InvoiceDocument): PdfContext {
  // The preview's own formatters (words.ts), so both show the same amounts, days and numbers.
  const { t, locale, money, day, number, rate } = documentWords(document);
  return {
    document,
    t,
    locale,
    styles: documentStyles(document),
    rtl: document.direction === 'rtl',
    money,
    day,
    number,
    rate,
  };
}

const Context = createContext<PdfContext | null>(null);
export const PdfContextProvider = Context.Provider;

export function usePdf(): PdfContext {
  const value = useContext(Context);
  if (!value) throw new Error('PDF parts render only inside <InvoicePdf>');
  return value;
}
