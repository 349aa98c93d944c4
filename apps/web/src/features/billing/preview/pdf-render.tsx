/**
 * The invoice as a PDF, made in the browser (billing.md §7: the export makes no call). This module and
 * the two it imports are loaded only when someone downloads: react-pdf and the document's PDF layout
 * are large, so they never reach the first bundle nor the invoice screens' own chunks.
 */
import type { InvoiceDocument } from '@counsel/invoice-document';
import regularFontUrl from '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf?url';
import boldFontUrl from '@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf?url';

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Blob> {
  const [{ InvoicePdf, registerDocumentFonts }, { pdf }] = await Promise.all([
    import('@counsel/invoice-document/pdf'),
    import('@react-pdf/renderer'),
  ]);
  await registerDocumentFonts({ regular: regularFontUrl, bold: boldFontUrl });
  return pdf(<InvoicePdf document={document} />).toBlob();
}

/** Hands the file to the browser's downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL may go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
