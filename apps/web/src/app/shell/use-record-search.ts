/** The header's record search: GET /api/search once the text has settled and is long enough to mean something. */
import type { GlobalSearchResponse } from '@counsel/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One letter matches too much to be worth a request; two already narrow a firm's records well. */
export const RECORD_SEARCH_MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

export function useRecordSearch(query: string, enabled: boolean) {
  const [settled] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const active = enabled && settled.length >= RECORD_SEARCH_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['search', settled],
    queryFn: ({ signal }) => api.get<GlobalSearchResponse>('/api/search', { query: { q: settled }, signal }),
    enabled: active,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // A request that failed leaves the page results alone: records are a bonus, pages must keep working.
  return active && result.data ? result.data.groups.filter((group) => group.results.length > 0) : [];
}
