/**
 * Print invoice: a copy of the preview is put straight under <body> for the print dialog, and the print
 * style sheet hides everything else (the app, the modal), so the invoice prints alone and flows over as
 * many pages as it needs, which a scrolling modal would not. The copy leaves once printing is over.
 */
import type { InvoiceDocument } from '@counsel/invoice-document';
import { useCallback, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { InvoicePreview } from './InvoicePreview';
import classes from './preview.module.css';

export function usePrintInvoice() {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const start = useCallback(() => {
    // The copy must be in the page before the dialog takes its picture of it.
    flushSync(() => setPrinting(true));
    window.print();
  }, []);

  return { printing, start };
}

export function PrintableInvoice({ document }: { document: InvoiceDocument }) {
  return createPortal(
    // Hidden from assistive technology: the same invoice is already on screen in the modal.
    <div className={classes.printRoot} aria-hidden>
      <InvoicePreview document={document} />
    </div>,
    window.document.body,
  );
}
