/** The /time_entry calls (billing spec §7) and the time record's default rate, as TanStack Query hooks. */
import {
  type CreateTimeEntryRequest,
  type RunningTimeEntriesResponse,
  TIME_ENTRIES_PAGE_SIZE,
  type TimeEntriesPage,
  type TimeEntryResponse,
  type TimeEntrySortColumn,
  type UpdateTimeEntryRequest,
} from '@counsel/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEmployee } from '../../entities/employee/use-employee';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import type { ListSort } from '../../ui/SortableTh';

export const TIME_ENTRIES_KEY = ['time-entries'] as const;
/** Kept apart from the lists so that reloading a list does not re-sync the header's timers. */
export const RUNNING_TIMERS_KEY = ['time-entries-running'] as const;

export type YesNoFilter = 'yes' | 'no' | null;

export interface TimeEntryFilters {
  clientId: number | null;
  caseId: number | null;
  userId: number | null;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  billable: YesNoFilter;
  invoiced: YesNoFilter;
}

export const NO_FILTERS: TimeEntryFilters = {
  clientId: null,
  caseId: null,
  userId: null,
  from: '',
  to: '',
  billable: null,
  invoiced: null,
};

const yesNo = (value: YesNoFilter) => (value === null ? undefined : value === 'yes' ? 'true' : 'false');

/** One page of the firm's time entries (paged and totalled on the server). Running timers stay in the header. */
/** The list's filter and order as the list and its CSV export send them (running timers are left out). */
export const timeEntriesQuery = (filters: TimeEntryFilters, sort: ListSort<TimeEntrySortColumn>) => ({
  client_id: filters.clientId ?? undefined,
  case_id: filters.caseId ?? undefined,
  user_id: filters.userId ?? undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  billable: yesNo(filters.billable),
  invoiced: yesNo(filters.invoiced),
  running: 'false',
  sort: sort.sort,
  order: sort.order,
});

export function useTimeEntriesPage(filters: TimeEntryFilters, page: number, sort: ListSort<TimeEntrySortColumn>) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: [...TIME_ENTRIES_KEY, 'all', lawFirmId, filters, page, sort],
    queryFn: ({ signal }) =>
      api.get<TimeEntriesPage>(`/api/time_entry/all/${lawFirmId}`, {
        query: { page, page_size: TIME_ENTRIES_PAGE_SIZE, ...timeEntriesQuery(filters, sort) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRunningTimeEntries() {
  return useQuery({
    queryKey: RUNNING_TIMERS_KEY,
    queryFn: ({ signal }) => api.get<RunningTimeEntriesResponse>('/api/time_entry/running', { signal }),
    // Coming back to a tab is when another device may have started or stopped a timer.
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export const timeEntriesApi = {
  create: (lawFirmId: number, body: CreateTimeEntryRequest) =>
    api.post<TimeEntryResponse>(`/api/time_entry/create/${lawFirmId}`, body),
  update: (id: number, body: UpdateTimeEntryRequest) => api.put<TimeEntryResponse>(`/api/time_entry/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: true }>(`/api/time_entry/${id}`),
};

/** Reloads every time entry list (after a save or a delete, here or in another tab). */
export function useRefreshTimeEntries() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: TIME_ENTRIES_KEY }), [queryClient]);
}

/** The signed-in employee's default hourly rate, for new entries; 0 when unknown. */
export function useDefaultHourlyRate(enabled: boolean) {
  const userId = useMe().user.id;
  const query = useEmployee(userId, { enabled, staleTime: 60_000 });
  return { rate: query.data?.employee.default_hourly_rate ?? 0, isPending: enabled && query.isPending };
}
