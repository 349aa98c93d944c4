/**
 * The invoice PDF rendered in Node (mail attachments, reminders, receipts) and the document templates' PDFs:
 * the Cairo TTFs come from the installed @expo-google-fonts/cairo package, resolved from the renderer so it works
 * from any working directory and inside the API's bundle. The renderer is imported on the first call
 * (node-render.ts): the API bundles it as a chunk of its own, loaded only by a process that renders a PDF.
 */
import type { InvoiceDocument } from './model.js';
import type { TemplatePdfProps } from './template-pdf/TemplatePdf.js';

export { runsText, type TableCell, type TemplateBlock, type TemplateRun } from './template-pdf/block-model.js';
export { parseTemplateBlocks } from './template-pdf/blocks.js';
export type { TemplatePdfProps } from './template-pdf/TemplatePdf.js';

const renderer = () => import('./node-render.js');

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return (await renderer()).renderInvoicePdf(document);
}

/** A filled document template (parsed with parseTemplateBlocks) as a PDF. */
export async function renderTemplatePdf(props: TemplatePdfProps): Promise<Buffer> {
  return (await renderer()).renderTemplatePdf(props);
}
