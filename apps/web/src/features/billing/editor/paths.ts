/** Addresses of the bill invoice screen, for the lists and the chooser to link to. */

/** The edit address of a saved invoice (the screen loads it by id). */
export function invoiceEditPath(clientId: number, invoiceId: number): string {
  return `/client/${clientId}/invoices/${invoiceId}/edit`;
}

/** The create address opened from a case profile (screen 1 from a case, billing.md §2). */
export function caseInvoiceCreatePath(clientId: number, caseId: number): string {
  return `/client/${clientId}/cases/${caseId}/case-invoice/create-invoice`;
}
