/**
 * The PDF renderer itself (react-pdf with its layout engine, fonts and React): node.ts loads this module on the
 * first PDF, so a server that renders none never holds it (about 35 MB of a process's memory).
 */
import { createRequire } from 'node:module';
import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { InvoiceDocument } from './model.js';
import { InvoicePdf, registerDocumentFonts } from './pdf/index.js';
import { TemplatePdf, type TemplatePdfProps } from './template-pdf/TemplatePdf.js';

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

export async function renderTemplatePdf(props: TemplatePdfProps): Promise<Buffer> {
  await registerNodeFonts();
  return renderToBuffer(createElement(TemplatePdf, props) as unknown as ReactElement<DocumentProps>);
}
