/** The firm's card payment settings (GET/PUT /api/online-payments/settings): read on invoices, changed with update on settings. */
import type { OnlinePaymentSettings } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const CARD_PAYMENT_SETTINGS_KEY = ['online-payments', 'settings'] as const;
const PATH = '/api/online-payments/settings';

export function useCardPaymentSettings() {
  return useQuery({
    queryKey: CARD_PAYMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<OnlinePaymentSettings>(PATH, { signal }),
  });
}

/** Saves the surcharge only: the accounts card payments go to keep what they are. */
export function useSaveCardSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percent: number) => api.put<OnlinePaymentSettings>(PATH, { card_surcharge_percent: percent }),
    onSuccess: (saved) => queryClient.setQueryData(CARD_PAYMENT_SETTINGS_KEY, saved),
  });
}
