export { DOCUMENT_FONT_FAMILY, type DocumentFontSources, registerDocumentFonts } from './fonts.js';
export { InvoicePdf, type InvoicePdfProps } from './InvoicePdf.js';
