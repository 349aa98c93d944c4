/** The invoice lists (GET /invoice/all/{lawFirmId}, /invoice/client/{clientId}, /invoice/case/{caseId}) as queries. */
import {
  INVOICES_PAGE_SIZE,
  type InvoiceSortColumn,
  type InvoiceStatus,
  type InvoicesPage,
  type InvoiceType,
} from '@counsel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '../../../entities/invoice/keys';
import { api } from '../../../lib/api';
import type { ListSort } from '../../../ui/SortableTh';

/** Whose invoices a list shows. */
export type InvoicesScope =
  | { kind: 'firm'; lawFirmId: number }
  | { kind: 'client'; clientId: number }
  | { kind: 'case'; caseId: number };

export interface InvoiceFilters {
  /** Sent as `search` (number, title or client name); already debounced by the caller. */
  search: string;
  status: InvoiceStatus | null;
  type: InvoiceType | null;
  /** Date issued, YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

export const NO_INVOICE_FILTERS: InvoiceFilters = { search: '', status: null, type: null, from: '', to: '' };

export function isFiltered(filters: InvoiceFilters): boolean {
  return (Object.keys(NO_INVOICE_FILTERS) as Array<keyof InvoiceFilters>).some(
    (key) => filters[key] !== NO_INVOICE_FILTERS[key],
  );
}

/** The list's API path; its CSV export is this path followed by /export. */
export function scopePath(scope: InvoicesScope): string {
  switch (scope.kind) {
    case 'firm':
      return `/api/invoice/all/${scope.lawFirmId}`;
    case 'client':
      return `/api/invoice/client/${scope.clientId}`;
    case 'case':
      return `/api/invoice/case/${scope.caseId}`;
  }
}

/** The list's filter and order as the list and its CSV export send them. */
export const invoicesQuery = (filters: InvoiceFilters, sort: ListSort<InvoiceSortColumn>) => ({
  search: filters.search.trim() || undefined,
  status: filters.status ?? undefined,
  type: filters.type ?? undefined,
  date_from: filters.from || undefined,
  date_to: filters.to || undefined,
  sort: sort.sort,
  order: sort.order,
});

/** One page of invoices, filtered, sorted and paged on the server (billing.md §3, DESIGN §3: page size 12). */
export function useInvoicesPage(
  scope: InvoicesScope,
  filters: InvoiceFilters,
  page: number,
  sort: ListSort<InvoiceSortColumn>,
) {
  return useQuery({
    queryKey: invoiceKeys.list(scope, filters, page, sort),
    queryFn: ({ signal }) =>
      api.get<InvoicesPage>(scopePath(scope), {
        query: { page, page_size: INVOICES_PAGE_SIZE, ...invoicesQuery(filters, sort) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
