/** Case receipt calls (spec §7 "Receipts and government lookup") as TanStack Query hooks. */
import type {
  CaseReceipt,
  CaseReceiptBody,
  CaseReceiptPage,
  CaseReceiptSavedResponse,
  CaseReceiptSortColumn,
  CaseReceiptsOfCase,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ListSort } from '../../ui/SortableTh';

export const CASE_RECEIPTS_KEY = ['case-receipts'] as const;
export const RECEIPTS_PAGE_SIZE = 12;

export interface ReceiptListFilter extends ListSort<CaseReceiptSortColumn> {
  page: number;
  q: string;
  status: string | null;
  formType: string | null;
  /** Only receipts whose status changed in the last this many days (the dashboard's link). */
  changedDays?: number | null;
}

/** The list's filter and order as the list and its CSV export send them. */
export const receiptsQuery = ({ q, status, formType, changedDays, sort, order }: Omit<ReceiptListFilter, 'page'>) => ({
  q: q || undefined,
  changed_days: changedDays ?? undefined,
  status: status ?? undefined,
  form_type: formType ?? undefined,
  sort,
  order,
});

export function useReceiptsPage(lawFirmId: number, { page, ...filter }: ReceiptListFilter) {
  return useQuery({
    queryKey: [...CASE_RECEIPTS_KEY, 'firm', page, filter],
    queryFn: ({ signal }) =>
      api.get<CaseReceiptPage>(`/api/case-receipt/law_firm/${lawFirmId}`, {
        query: { page, page_size: RECEIPTS_PAGE_SIZE, ...receiptsQuery(filter) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseReceipts(caseId: number) {
  return useQuery({
    queryKey: [...CASE_RECEIPTS_KEY, 'case', caseId],
    queryFn: ({ signal }) => api.get<CaseReceiptsOfCase>(`/api/case-receipt/case/${caseId}`, { signal }),
  });
}

/** Adds a receipt (the firm's id in the path, as §7 writes it) or changes one. */
export function useSaveReceipt(lawFirmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CaseReceiptBody }): Promise<CaseReceipt> =>
      id === null
        ? api.post<CaseReceiptSavedResponse>(`/api/case-receipt/${lawFirmId}`, body).then((saved) => saved.case_receipt)
        : api.put<CaseReceipt>(`/api/case-receipt/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASE_RECEIPTS_KEY }),
  });
}
