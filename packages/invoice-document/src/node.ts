/**
 * The invoice PDF rendered in Node (mail attachments, reminders, receipts): the Cairo TTFs come from
 * the installed @expo-google-fonts/cairo package, resolved from here so it works from any working
 * directory and inside the API's bundle.
 */
import { createRequire } from 'node:module';
import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { InvoiceDocument } from './model.js';
import { InvoicePdf, registerDocumentFonts } from './pdf/index.js';
import { TemplatePdf, type TemplatePdfProps } from './template-pdf/index.js';

export {
  parseTemplateBlocks,
  runsText,
  type TableCell,
  type TemplateBlock,
  type TemplateRun,
} from './template-pdf/index.js';

const require = createRequire(import.meta.url);

function registerNodeFonts(): Promise<void> {
  return registerDocumentFonts({
    regular: require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf'),
  });
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  await registerNodeFonts();
  // InvoicePdf renders a <Document>; react-pdf's types only know that of <Document> itself.
  return renderToBuffer(createElement(InvoicePdf, { document }) as unknown as ReactElement<DocumentProps>);
}

/** A filled document template (parsed with parseTemplateBlocks) as a PDF. */
export async function renderTemplatePdf(props: TemplatePdfProps): Promise<Buffer> {
  await registerNodeFonts();
  return renderToBuffer(createElement(TemplatePdf, props) as unknown as ReactElement<DocumentProps>);
}
