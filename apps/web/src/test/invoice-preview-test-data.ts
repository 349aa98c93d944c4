/** Fixtures of the preview's tests: the firm's bank details, complete or not, and invoices to preview. */
import type { BankDetails, Invoice, InvoiceSettings } from '@counsel/domain';
import { savedInvoice } from './invoice-editor-test-data';

export const COMPLETE_BANK: BankDetails = {
  bank_name: 'First Federal Bank',
  bank_address: '100 Congress Ave, Austin, TX',
  bank_account_number_iban: 'US12 3456 7890',
  bank_swift_code: 'FFBKUS33',
  bank_branch_code: null,
  bank_routing_number: null,
};

/** No SWIFT code: the download warns first. */
export const INCOMPLETE_BANK: BankDetails = { ...COMPLETE_BANK, bank_swift_code: null };

/** The editor fixtures' saved invoice with some of its settings changed. */
export function invoiceWith(settings: Partial<InvoiceSettings>, overrides: Partial<Invoice> = {}): Invoice {
  const invoice = savedInvoice(overrides);
  return { ...invoice, invoice_settings: { ...invoice.invoice_settings, ...settings } };
}
