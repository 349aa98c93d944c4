/** Where a saved trust invoice is edited (the lists link TRUST invoices here). */
export const trustInvoiceEditPath = (clientId: number, invoiceId: number) =>
  `/client/${clientId}/invoices/${invoiceId}/edit-trust`;
