/** Loads a document's PDF (with the session's token) and the page being shown. */
import { useEffect, useState } from 'react';
import { requestBlob } from '../../lib/api';
import { loadPdf, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs';

export type LoadedPdf =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `bytes` are the file as stored: what Save adds the annotations to. */
  | { status: 'ready'; pdf: PDFDocumentProxy; bytes: Uint8Array };

/** `file`, when given, is the PDF already in hand (a filled form's preview): nothing is fetched. */
export function usePdfDocument(fileUrl: string, file?: Blob): LoadedPdf {
  const [state, setState] = useState<LoadedPdf>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let cancel: (() => void) | null = null;
    setState({ status: 'loading' });
    (file ? Promise.resolve(file) : requestBlob(fileUrl, controller.signal))
      .then((blob) => blob.arrayBuffer())
      .then(async (buffer) => {
        if (controller.signal.aborted) return;
        const bytes = new Uint8Array(buffer);
        const task = loadPdf(bytes);
        cancel = task.cancel;
        const pdf = await task.promise;
        if (!controller.signal.aborted) setState({ status: 'ready', pdf, bytes });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      cancel?.();
    };
  }, [fileUrl, file]);
  return state;
}

export function usePdfPage(pdf: PDFDocumentProxy | null, number: number): PDFPageProxy | null {
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  useEffect(() => {
    if (!pdf) return setPage(null);
    let live = true;
    pdf
      .getPage(Math.min(Math.max(1, number), pdf.numPages))
      .then((loaded) => live && setPage(loaded))
      .catch(() => live && setPage(null));
    return () => {
      live = false;
    };
  }, [pdf, number]);
  return page;
}
