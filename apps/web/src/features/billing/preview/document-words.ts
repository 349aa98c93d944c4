/**
 * Every word, amount and day inside the document in the INVOICE's language (its settings) and the
 * firm's currency, not the screen's: the PDF's own formatters (packages/invoice-document words.ts).
 */
export { type DocumentWords, documentWords } from '@counsel/invoice-document';
