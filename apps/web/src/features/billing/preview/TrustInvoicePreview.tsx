/**
 * The trust invoice screen's preview: the floating button and the modal, showing the screen's state as
 * it stands. The billed client is the one the level tabs settled on (a matter names its own client).
 */
import { dayIn, type Invoice } from '@counsel/domain';
import { type DocumentParty, invoiceClientParty } from '@counsel/invoice-document';
import { useState } from 'react';
import { useClientCasesLight } from '../../../entities/case/use-cases';
import { useMe } from '../../../lib/current-user';
import type { TrustState } from '../trust/trust-state';
import { LiveInvoicePreview } from './LiveInvoicePreview';
import { clientParty, firmParty, liveSource, PENDING, trustPreviewInput } from './preview-input';
import { useClientDetails } from './use-preview-data';

/** Matter level before a matter is chosen bills nobody yet: the Bill To block stays empty. */
const NOBODY: DocumentParty = { name: '', email: null, phone: null, address: null };

interface TrustInvoicePreviewProps {
  state: TrustState;
  invoice: Invoice | null;
  onSave: () => void;
  saving: boolean;
}

export function TrustInvoicePreview({ state, invoice, onSave, saving }: TrustInvoicePreviewProps) {
  // Kept up once looked at, so the modal keeps its content while it fades out on closing.
  const [previewed, setPreviewed] = useState(false);
  const me = useMe();
  // The saved invoice names its client, unless the screen has since moved it to another one.
  const savedForClient = invoice !== null && invoice.client_id === state.clientId ? invoice : null;
  const client = useClientDetails(state.clientId, previewed && savedForClient === null);
  const cases = useClientCasesLight(previewed && state.caseId !== null ? state.clientId : null);
  const matterTitle =
    state.caseId === null
      ? null
      : (invoice?.case.find((item) => item.id === state.caseId)?.title ??
        cases.data?.find((item) => item.id === state.caseId)?.title ??
        null);

  let party: DocumentParty | null = null;
  if (state.clientId === null) party = NOBODY;
  else if (savedForClient) party = invoiceClientParty(savedForClient);
  else if (client.data) party = clientParty(client.data);
  const source = previewed
    ? liveSource(party, client.isError, (billed) =>
        trustPreviewInput(state, {
          firm: firmParty(me.law_firm),
          client: billed,
          invoice,
          today: dayIn(me.law_firm.time_zone),
          matterTitle,
        }),
      )
    : PENDING;

  return <LiveInvoicePreview source={source} onPreview={() => setPreviewed(true)} onSave={onSave} saving={saving} />;
}
