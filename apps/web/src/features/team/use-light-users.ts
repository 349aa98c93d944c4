/** The firm's employees as the pickers need them (name and photo): one query, refreshed when the team changes. */
import type { LightUser } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const LIGHT_USERS_KEY = ['law-firm', 'users', 'light'] as const;

export function useLightUsers(enabled = true) {
  return useQuery({
    queryKey: LIGHT_USERS_KEY,
    queryFn: ({ signal }) => api.get<LightUser[]>('/api/law-firm/users/light', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
