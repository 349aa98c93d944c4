/**
 * The invoice's PDF as a mail attachment: the same document the preview shows and the browser
 * downloads (packages/invoice-document), rendered in Node with the firm's bank details and logo, in
 * the firm's currency, with phone numbers as the firm's country writes them.
 */
import { type BankDetails, FILE_LIMITS, type Invoice } from '@counsel/domain';
import { buildInvoiceDocument, documentInputFromInvoice, invoicePdfFileName } from '@counsel/invoice-document';
import { renderInvoicePdf } from '@counsel/invoice-document/node';
import type { DbOrTx } from '../../db/client.js';
import type { MailAttachment } from '../../platform/mail/index.js';
import { assertImageWithinLimits } from '../../platform/parsing/image-limits.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { firmBankDetails } from '../banking/bank-details.js';
import { readLogo } from '../firm/logo-store.js';
import { firmDocumentProfile } from './settings-repository.js';

export interface InvoicePdfDeps {
  db: DbOrTx;
  storage: FileStorage;
}

/** react-pdf draws PNG and JPEG images; a logo of another type is left off rather than failing the mail. */
const DRAWABLE_LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The invoice's logo as a data: URL, or null when it has none (or it is gone from storage). Settings
 * without a logo of their own show the firm's.
 */
async function logoSrcOf(storage: FileStorage, invoice: Invoice, firmLogo: string | null): Promise<string | null> {
  const { include_logo } = invoice.invoice_settings;
  const logo = invoice.invoice_settings.logo ?? firmLogo;
  if (!include_logo || !logo) return null;
  try {
    const { bytes, contentType } = await readLogo(storage, invoice.law_firm_id, logo);
    if (!DRAWABLE_LOGO_TYPES.has(contentType)) return null;
    // react-pdf decodes a PNG with transparency here: a logo stored before uploads were held to
    // FILE_LIMITS.logo, past it, is left off like a missing one.
    await assertImageWithinLimits(bytes, FILE_LIMITS.logo);
    return `data:${contentType};base64,${bytes.toString('base64')}`;
  } catch {
    // A logo removed from storage, or past the limits, must not stop the mail: the PDF goes out without it.
    return null;
  }
}

export async function invoicePdfAttachment(deps: InvoicePdfDeps, invoice: Invoice): Promise<MailAttachment> {
  const details: BankDetails = await firmBankDetails(deps.db, invoice.law_firm_id);
  const firm = await firmDocumentProfile(deps.db, invoice.law_firm_id);
  const document = buildInvoiceDocument({
    ...documentInputFromInvoice(invoice, {
      bankDetails: details,
      logoSrc: await logoSrcOf(deps.storage, invoice, firm?.logo ?? null),
    }),
    currency: firm?.currency ?? 'USD',
    firmCountry: firm?.countryId ?? null,
  });
  return {
    filename: invoicePdfFileName(document),
    content: await renderInvoicePdf(document),
    contentType: 'application/pdf',
  };
}
