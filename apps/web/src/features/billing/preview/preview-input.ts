/**
 * What the preview shows, built from what a screen knows (billing.md screen 5): the bill and trust
 * screens' live state (so unsaved edits show) or a saved invoice. The firm's bank details and the logo
 * are added by the preview itself, which fetches them when it opens.
 */
import {
  type Client,
  clientFullName,
  type Invoice,
  invoiceStatus,
  type LawFirm,
  parseAmountToCents,
  percentToHundredths,
} from '@counsel/domain';
import {
  type DocumentParty,
  type DocumentTotals,
  documentInputFromInvoice,
  type InvoiceDocumentInput,
  invoicePayments,
} from '@counsel/invoice-document';
import { amountCents, rateOf } from '../editor/charge-rules';
import { type EditorState, editorTotals } from '../editor/editor-state';
import { amountCentsOf, type TrustState, trustTotals } from '../trust/trust-state';

/** The document's input less what the preview adds (bank details, logo). */
export type PreviewInput = Omit<InvoiceDocumentInput, 'bankDetails' | 'logoSrc'>;

export type PreviewSource =
  | { status: 'pending' }
  /** notFound: the invoice answered 404 ('Invoice preview not found'); else 'Failed to fetch invoice data.' */
  | { status: 'failed'; notFound: boolean }
  /** The screen's numbers cannot make an invoice yet (a discount above the subtotal). */
  | { status: 'invalid' }
  | { status: 'ready'; input: PreviewInput };

/** A place picked from the lists (id and name) or typed, as a client's and a firm's addresses hold them. */
type Place = string | { id: string | null; name: string } | null;

export const PENDING: PreviewSource = { status: 'pending' };

interface AddressParts {
  street: string | null;
  city: Place;
  state: Place;
  postal_code: string | null;
  country: Place;
}

const partText = (part: Place): string | null =>
  (typeof part === 'string' ? part : (part?.name ?? null))?.trim() || null;

/** "12 Main St, Houston, TX 77002, United States", the way the server writes it on a saved invoice. */
export function addressLine(address: AddressParts): string | null {
  const region = [partText(address.state), partText(address.postal_code)].filter(Boolean).join(' ');
  const line = [partText(address.street), partText(address.city), region, partText(address.country)]
    .filter(Boolean)
    .join(', ');
  return line || null;
}

export function firmParty(firm: LawFirm): DocumentParty {
  return { name: firm.name, email: firm.email, phone: firm.phone_number, address: addressLine(firm.address) };
}

export function clientParty(client: Client): DocumentParty {
  return {
    name: clientFullName(client),
    email: client.email,
    phone: client.phone_number,
    address: addressLine(client.address),
  };
}

export interface LivePreviewContext {
  firm: DocumentParty;
  client: DocumentParty;
  /** The invoice as saved (edit mode): its payments count. */
  invoice: Invoice | null;
  /** YYYY-MM-DD in the firm's time zone (an invoice due before it is overdue). */
  today: string;
}

/** What the bill and trust screens' states both hold. */
type LiveHeader = Pick<EditorState & TrustState, 'invoiceNumber' | 'title' | 'dateIssued' | 'dueDate' | 'settings'>;

/**
 * What both screens' inputs share: the header as typed, the parties, and the balance. The payments are
 * the saved invoice's (none for a new one); outstanding and status follow the total on screen, as the
 * server will compute them once saved.
 */
function liveCommon(
  state: LiveHeader,
  context: LivePreviewContext,
  totals: DocumentTotals,
): Omit<PreviewInput, 'type' | 'charges' | 'matters' | 'caseId' | 'trustAmountCents'> {
  const { payments, paidCents } = context.invoice ? invoicePayments(context.invoice) : { payments: [], paidCents: 0 };
  const { totalCents } = totals;
  return {
    invoiceNumber: state.invoiceNumber.trim(),
    title: state.title.trim(),
    dateIssued: state.dateIssued,
    dueDate: state.dueDate,
    firm: context.firm,
    client: context.client,
    settings: state.settings,
    totals,
    payments,
    paidCents,
    outstandingCents: Math.max(0, totalCents - paidCents),
    status: invoiceStatus({ totalCents, paidCents, dueDate: state.dueDate, today: context.today }),
  };
}

/** The bill invoice screen's state as it stands, unsaved edits included; null while the totals are invalid. */
export function billPreviewInput(
  state: EditorState,
  context: LivePreviewContext & { matterTitle: (caseId: number) => string },
): PreviewInput | null {
  const { totals } = editorTotals(state);
  if (!totals) return null;
  const matterIds = new Set(state.matters.map((matter) => matter.id));
  for (const charge of state.charges) if (charge.case_id !== null) matterIds.add(charge.case_id);
  return {
    ...liveCommon(state, context, totals),
    type: 'BILL',
    charges: state.charges.map((charge) => ({
      description: charge.description.trim(),
      amountCents: amountCents(charge) ?? 0,
      date: charge.date,
      type: charge.type,
      caseId: charge.case_id,
      taxable: charge.taxable,
      taxRateHundredths: percentToHundredths(rateOf(charge)),
      time: charge.time
        ? {
            hours: charge.time.hours,
            rateCents: parseAmountToCents(charge.time.hourly_rate) ?? 0,
            timekeeper: charge.time.timekeeper,
          }
        : null,
    })),
    matters: [...matterIds].map((id) => ({ id, title: context.matterTitle(id) })),
    caseId: null,
    trustAmountCents: null,
  };
}

/** The trust invoice screen's state as it stands; null while the discount is larger than the amount. */
export function trustPreviewInput(
  state: TrustState,
  context: LivePreviewContext & { matterTitle: string | null },
): PreviewInput | null {
  const totals = trustTotals(state);
  if (!totals) return null;
  const caseId = state.level === 'MATTER' ? state.caseId : null;
  return {
    ...liveCommon(state, context, totals),
    type: 'TRUST',
    charges: [],
    matters: caseId !== null && context.matterTitle ? [{ id: caseId, title: context.matterTitle }] : [],
    caseId,
    trustAmountCents: amountCentsOf(state) ?? 0,
  };
}

/** A saved invoice (GET /invoice/{id}), as the lists preview it. */
export function savedPreviewInput(invoice: Invoice): PreviewInput {
  const {
    bankDetails: _bank,
    logoSrc: _logo,
    ...input
  } = documentInputFromInvoice(invoice, {
    bankDetails: null,
    logoSrc: null,
  });
  return input;
}

/** A screen's preview: pending until the billed party is known, failed when it could not be fetched. */
export function liveSource(
  party: DocumentParty | null,
  partyFailed: boolean,
  build: (party: DocumentParty) => PreviewInput | null,
): PreviewSource {
  if (!party) return partyFailed ? { status: 'failed', notFound: false } : { status: 'pending' };
  const input = build(party);
  return input ? { status: 'ready', input } : { status: 'invalid' };
}
