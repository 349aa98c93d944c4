/** The firm profile calls: save the profile (PUT /law-firm/{id}/profile) and upload its logo. */
import type { LawFirm, MeResponse, UpdateFirmRequest } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/current-user';

/** Where the firm's logo is served; the picture needs the bearer token, so it goes through useApiImage. */
export const firmLogoPath = (logo: string | null) => (logo ? `/api/law-firm/logo/${encodeURIComponent(logo)}` : null);

export function useSaveFirm(lawFirmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFirmRequest) => api.put<LawFirm>(`/api/law-firm/${lawFirmId}/profile`, body),
    // The whole app reads the firm from /auth/me (invoices, time zone): it changes everywhere at once.
    onSuccess: (firm) =>
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, law_firm: firm } : me)),
  });
}

/** Stores the chosen picture and answers its name, which the profile then names on save. */
export function useUploadFirmLogo(lawFirmId: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('logo', file);
      return (await api.postForm<{ logo: string }>(`/api/law-firm/${lawFirmId}/logo`, body)).logo;
    },
  });
}
