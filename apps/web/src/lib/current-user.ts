/** The signed-in user (GET /api/auth/me) and what they may do, shared by the shell and every feature. */
import { type AppAbility, defineAbilityFor, type MeResponse } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type AccessNeed, meetsNeed } from './access-need';
import { api } from './api';
import { useAccessToken } from './session';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export function useMeQuery() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api.get<MeResponse>('/api/auth/me', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The user; only call below the auth guard, which renders nothing until it is known. */
export function useMe(): MeResponse {
  const { data } = useMeQuery();
  if (!data) throw new Error('useMe() used outside a signed-in route');
  return data;
}

export function useAbility(): AppAbility {
  const { data } = useMeQuery();
  const isAdmin = data?.user.is_admin ?? false;
  const rules = data?.rules;
  return useMemo(() => defineAbilityFor({ is_admin: isAdmin, rules: rules ?? [] }), [isAdmin, rules]);
}

/** Checks permission flags (or abilities, see access-need.ts); `undefined` means the thing needs no permission. */
export function useCan(): (need: AccessNeed | undefined) => boolean {
  const ability = useAbility();
  return useCallback((need) => meetsNeed(ability, need), [ability]);
}
