/** The signed-in user's terms of service: read, and accept the version this app shows. */
import { CURRENT_TERMS_VERSION, type MeResponse, type TermsStatus } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/current-user';

export const TERMS_QUERY_KEY = ['terms-of-service'] as const;

export function useTermsStatus() {
  return useQuery({
    queryKey: TERMS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TermsStatus>('/api/terms-of-service', { signal }),
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    // The version of the text this app shows, not the server's: if the server has a newer one, the user has
    // not read it, and the server refuses (terms_version_not_current).
    mutationFn: () => api.post<TermsStatus>('/api/terms-of-service/accept', { version: CURRENT_TERMS_VERSION }),
    onSuccess: (status) => {
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, terms: status } : me));
      queryClient.setQueryData(TERMS_QUERY_KEY, status);
    },
  });
}
