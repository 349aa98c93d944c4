import type { OutboxPage } from '@counsel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The spec's default page size for growing lists. */
export const OUTBOX_PAGE_SIZE = 12;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['admin-tools', 'outbox', page],
    queryFn: ({ signal }) =>
      api.get<OutboxPage>('/api/admin-tools/outbox', { query: { page, page_size: OUTBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
