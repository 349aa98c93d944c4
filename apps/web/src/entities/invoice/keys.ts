/**
 * The query keys of invoices, declared once. Every invoice query (the lists, one invoice, a client's
 * unapplied funds, the templates' invoice choices) starts with `all`, so one invalidation reloads them all.
 */
const all = ['invoices'] as const;

export const invoiceKeys = {
  all,
  list: (scope: unknown, filters: unknown, page: number, sort: unknown) =>
    [...all, scope, filters, page, sort] as const,
  detail: (invoiceId: number | null) => [...all, 'detail', invoiceId] as const,
  clientFunds: (clientId: number | null, page: number) => [...all, 'client-funds', clientId, page] as const,
  templateOptions: (clientId: number | null) => [...all, 'client', clientId, 'template-options'] as const,
  /** The invoice screen's select-payments picker: recording or deleting a payment changes its pages. */
  paymentPicker: ['payment-picker'] as const,
};
