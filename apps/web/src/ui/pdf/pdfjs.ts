/**
 * pdf.js, loaded only with the viewer. Its worker is bundled by Vite from our own build (never a
 * CDN); eval stays off, so a hostile PDF's fonts cannot run script.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PageViewport, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

/** Opens a PDF from its bytes; the bytes are copied, since pdf.js hands its buffer to the worker. */
export function loadPdf(bytes: Uint8Array): { promise: Promise<PDFDocumentProxy>; cancel: () => void } {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  return { promise: task.promise, cancel: () => void task.destroy() };
}
