/** The security page's calls (TanStack Query): the caller's open sessions, ending them, and their sign-in history. */
import type { AccountSessionsResponse, RevokeOtherSessionsResponse, SignInHistoryResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const securityKeys = {
  all: ['account-security'] as const,
  sessions: ['account-security', 'sessions'] as const,
  signIns: ['account-security', 'sign-ins'] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => api.get<AccountSessionsResponse>('/api/auth/sessions', { signal }),
  });
}

export function useSignIns() {
  return useQuery({
    queryKey: securityKeys.signIns,
    queryFn: ({ signal }) => api.get<SignInHistoryResponse>('/api/auth/sign-ins', { signal }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RevokeOtherSessionsResponse>('/api/auth/sessions/revoke-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
