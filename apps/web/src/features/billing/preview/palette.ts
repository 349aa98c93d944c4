/**
 * The invoice's colour scheme (invoice settings: Black or Primary), the same colours the PDF uses
 * (packages/invoice-document/src/pdf/styles.ts), so the preview shows what the download will look like.
 * Kept here rather than imported: that module loads react-pdf, which only a download may pull in.
 */
import type { InvoiceDocument } from '@counsel/invoice-document';

export interface PreviewPalette {
  /** Headings, rules and the total. */
  accent: string;
  /** Table headers and the dates strip. */
  tint: string;
}

export function previewPalette(colorScheme: InvoiceDocument['colorScheme']): PreviewPalette {
  return colorScheme === 'Primary' ? { accent: '#1971c2', tint: '#e7f5ff' } : { accent: '#000000', tint: '#f1f3f5' };
}
