/** The firm's employees as the pickers need them (name and photo): one query, refreshed when the team changes. */
import type { LightUser } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { employeeKeys } from './keys';

export function useLightUsers(enabled = true) {
  return useQuery({
    queryKey: employeeKeys.light,
    queryFn: ({ signal }) => api.get<LightUser[]>('/api/law-firm/users/light', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
