/** The calls of the bill invoice screen (billing.md §7) as TanStack Query hooks. */
import {
  type ClientResponse,
  type CreateSavedChargeRequest,
  clientFullName,
  type InvoiceResponse,
  type MakePaymentsResponse,
  PAYMENT_PICKER_PAGE_SIZE,
  type SaveBillInvoiceRequest,
  type SavedChargesResponse,
  TIME_ENTRY_PICKER_PAGE_SIZE,
  type TimeEntriesPage,
} from '@counsel/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clientKeys } from '../../../entities/client/keys';
import { invoiceKeys } from '../../../entities/invoice/keys';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { TIME_ENTRIES_KEY } from '../../time/use-time-entries';

export const SAVED_CHARGES_KEY = ['saved-charges'] as const;

export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(invoiceId),
    queryFn: ({ signal }) => api.get<InvoiceResponse>(`/api/invoice/${invoiceId}`, { signal }),
    select: (data) => data.invoice,
    enabled: invoiceId !== null,
    retry: false,
  });
}

/**
 * GET /invoice/generate-invoice-number tells the number the next save would get (it reserves nothing); asked once
 * per opened screen: never refetched, and forgotten when the screen closes.
 */
export function useGeneratedInvoiceNumber(enabled: boolean) {
  return useQuery({
    queryKey: ['invoice-number', 'new'],
    queryFn: ({ signal }) => api.get<{ invoice_number: string }>('/api/invoice/generate-invoice-number', { signal }),
    select: (data) => data.invoice_number,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The client's name for the header (GET /client/{clientId}). */
export function useClientName(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.invoiceCopy(clientId),
    queryFn: ({ signal }) => api.get<ClientResponse>(`/api/client/${clientId}`, { signal }),
    select: (data) => clientFullName(data.client),
    enabled,
    retry: false,
  });
}

/** The firm's unbilled saved charges (screen 7); the server lists only those with no invoice. */
export function useSavedCharges(enabled: boolean) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: [...SAVED_CHARGES_KEY, lawFirmId],
    queryFn: ({ signal }) => api.get<SavedChargesResponse>(`/api/invoice/get_saved_charges/${lawFirmId}`, { signal }),
    select: (data) => data.charges.filter((charge) => charge.invoice_id === null),
    enabled,
    retry: false,
  });
}

export function useCreateSavedCharge() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CreateSavedChargeRequest) => {
      const answer = await api.post<{ charge: SavedChargesResponse['charges'][number] }>(
        '/api/invoice/create-saved-charge',
        body,
      );
      await queryClient.invalidateQueries({ queryKey: SAVED_CHARGES_KEY });
      return answer.charge;
    },
    [queryClient],
  );
}

export interface TimeEntryPickerFilters {
  q: string;
  caseId: number | null;
  page: number;
}

/** Screen 10's picker: the client's entries not yet invoiced nor running, 6 a page. */
export function useTimeEntryPickerPage(clientId: number, filters: TimeEntryPickerFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...TIME_ENTRIES_KEY, 'invoice-picker', clientId, filters],
    queryFn: ({ signal }) =>
      api.get<TimeEntriesPage>(`/api/time_entry/client/${clientId}`, {
        query: {
          page: filters.page,
          page_size: TIME_ENTRY_PICKER_PAGE_SIZE,
          invoiced: 'false',
          running: 'false',
          q: filters.q || undefined,
          case_id: filters.caseId ?? undefined,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface PaymentPickerFilters {
  clientId: number;
  /** A matter's payments only (from a case, or for the matter chosen on the matters tab). */
  caseId: number | null;
  /** The invoice being edited: its own payments are left out, its listed ones stay offered. */
  invoiceId: number | null;
  page: number;
}

/** Screen 8's picker: the client's completed payments no other invoice lists, 6 a page. */
export function usePaymentPickerPage(filters: PaymentPickerFilters, enabled: boolean) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: [...invoiceKeys.paymentPicker, lawFirmId, filters],
    queryFn: ({ signal }) =>
      api.get<MakePaymentsResponse>('/api/payment/make-payments', {
        query: {
          law_firm_id: lawFirmId,
          client_id: filters.clientId,
          case_id: filters.caseId ?? undefined,
          invoice_id: filters.invoiceId ?? undefined,
          page: filters.page,
          page_size: PAYMENT_PICKER_PAGE_SIZE,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST create or PUT update; afterwards every invoice list and time entry list reloads. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SaveBillInvoiceRequest, target: { clientId: number; invoiceId: number | null }) => {
      const answer =
        target.invoiceId === null
          ? await api.post<InvoiceResponse>(`/api/invoice/create_invoice/client/${target.clientId}`, body)
          : await api.put<InvoiceResponse>(`/api/invoice/update_invoice/${target.invoiceId}`, body);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      void queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY });
      void queryClient.invalidateQueries({ queryKey: SAVED_CHARGES_KEY });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.paymentPicker });
      return answer.invoice;
    },
    [queryClient],
  );
}
