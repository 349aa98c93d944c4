/**
 * The bill invoice screen's preview: the floating button and the modal, showing the screen's state as
 * it stands (unsaved edits included), with the client's details and the firm's.
 */
import { dayIn } from '@counsel/domain';
import { invoiceClientParty } from '@counsel/invoice-document';
import { useState } from 'react';
import { useMe } from '../../../lib/current-user';
import type { EditorContext, InvoiceEditorModel } from '../editor/use-invoice-editor';
import { LiveInvoicePreview } from './LiveInvoicePreview';
import { billPreviewInput, clientParty, firmParty, liveSource, PENDING } from './preview-input';
import { useClientDetails } from './use-preview-data';

export function BillInvoicePreview({ model, context }: { model: InvoiceEditorModel; context: EditorContext }) {
  // Kept up once looked at, so the modal keeps its content while it fades out on closing.
  const [previewed, setPreviewed] = useState(false);
  const me = useMe();
  const saved = context.invoice;
  // A saved invoice names its client; a new one asks for the client's details when previewed.
  const client = useClientDetails(context.clientId, previewed && saved === null);
  const party = saved ? invoiceClientParty(saved) : client.data ? clientParty(client.data) : null;
  const source = previewed
    ? liveSource(party, client.isError, (billed) =>
        billPreviewInput(model.state, {
          firm: firmParty(me.law_firm),
          client: billed,
          invoice: saved,
          today: dayIn(me.law_firm.time_zone),
          matterTitle: model.matterTitle,
        }),
      )
    : PENDING;

  return (
    <LiveInvoicePreview
      source={source}
      onPreview={() => setPreviewed(true)}
      onSave={() => void model.save()}
      saving={model.saving}
    />
  );
}
