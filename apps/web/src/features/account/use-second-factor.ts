/** The signed-in user's second factor: its state (GET /auth/mfa) and the calls that change it. */
import type { RecoveryCodesResponse, SecondFactorStatus, TotpSetupResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

export const SECOND_FACTOR_KEY = ['auth', 'mfa'] as const;

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: ({ signal }) => api.get<SecondFactorStatus>('/api/auth/mfa', { signal }),
  });
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => api.post<TotpSetupResponse>('/api/auth/mfa/totp/setup') });
}

export function useTotpConfirm() {
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesResponse>('/api/auth/mfa/totp/confirm', { code }),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<void>('DELETE', '/api/auth/mfa/totp', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesResponse>('/api/auth/mfa/recovery-codes', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}
