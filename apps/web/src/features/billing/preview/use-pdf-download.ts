/**
 * Download PDF (billing.md §4, §8): without complete bank details the warning comes first (go to the
 * firm's settings, or download anyway); then the PDF is made in the browser and saved as
 * invoice_{number}.pdf (trust invoices trust_invoice.pdf), with a toast either way.
 */

import { type BankDetails, bankDetailsComplete } from '@counsel/domain';
import { type InvoiceDocument, invoicePdfFileName } from '@counsel/invoice-document';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { toast } from '../../../ui/toast';

/** Where the warning's go-to-settings button leads (billing.md §2): the firm's profile with its bank details. */
export const firmSettingsPath = (firmId: number) => `/settings/${firmId}/settings-profile`;

/**
 * A PDF not made by then never will be: react-pdf's layout engine hangs rather than fails when its
 * WebAssembly cannot start (a content security policy without 'wasm-unsafe-eval', say).
 */
const PDF_TIMEOUT_MS = 60_000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The PDF was not made within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function usePdfDownload(document: InvoiceDocument | null, bankDetails: BankDetails | null) {
  const { t } = useTranslation(invoicePreviewNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const firmId = useMe().law_firm.id;
  const [warning, setWarning] = useState(false);
  const [generating, setGenerating] = useState(false);
  const busy = useRef(false);

  const generate = async () => {
    if (!document || busy.current) return;
    busy.current = true;
    setGenerating(true);
    try {
      // Loaded on the first download only: react-pdf and the fonts are far bigger than the screen itself.
      const { renderInvoicePdf, saveBlob } = await import('./pdf-render');
      saveBlob(await withTimeout(renderInvoicePdf(document), PDF_TIMEOUT_MS), invoicePdfFileName(document));
      toast.success(t('pdf.downloaded'));
    } catch (error) {
      // The person sees the toast; whoever investigates needs the cause.
      console.error(error);
      toast.error(t('pdf.failed'));
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  };

  return {
    generating,
    warningOpened: warning,
    download: () => {
      if (!document) return;
      if (bankDetails && bankDetailsComplete(bankDetails)) void generate();
      else setWarning(true);
    },
    closeWarning: () => setWarning(false),
    goToSettings: () => {
      setWarning(false);
      void navigate(toPath(firmSettingsPath(firmId)));
    },
    downloadAnyway: () => {
      setWarning(false);
      void generate();
    },
  };
}
