/** The preview of a saved invoice (GET /invoice/{id}), opened from the invoice lists. */
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { CopyPayLinkButton } from '../../online-payments/staff/CopyPayLinkButton';
import { useInvoice } from '../editor/use-invoice-editor-api';
import { InvoicePreviewModal } from './InvoicePreviewModal';
import { PENDING, type PreviewSource, savedPreviewInput } from './preview-input';

/** `invoiceId` null closes the modal. */
export function SavedInvoicePreviewModal({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  // The last invoice shown stays while the modal fades out, instead of flashing the loading placeholder.
  const [shownId, setShownId] = useState(invoiceId);
  if (invoiceId !== null && invoiceId !== shownId) setShownId(invoiceId);
  const invoice = useInvoice(shownId);
  let source: PreviewSource = PENDING;
  if (invoice.isError) source = { status: 'failed', notFound: isApiError(invoice.error, 'not_found') };
  else if (invoice.isSuccess) source = { status: 'ready', input: savedPreviewInput(invoice.data) };
  const saved = invoice.data;
  return (
    <InvoicePreviewModal
      opened={invoiceId !== null}
      onClose={onClose}
      source={source}
      actions={
        saved && <CopyPayLinkButton invoiceId={saved.id} outstanding={saved.payment_details.outstanding_amount} />
      }
    />
  );
}
