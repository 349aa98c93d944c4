/** The firm's plan, usage and payment cards, and the card changes (billing.md screen 14, §7). */
import type { AddCardRequest, PaymentCard, Subscription } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const SUBSCRIPTION_KEY = ['subscription'] as const;

export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: () => api.get<Subscription>('/api/subscription') });
}

/** Puts the cards a change answers into the page's data, so the page shows them without another read. */
function useCardsChange<Vars>(mutationFn: (vars: Vars) => Promise<{ cards: PaymentCard[] }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ cards }) =>
      queryClient.setQueryData<Subscription>(SUBSCRIPTION_KEY, (old) => (old ? { ...old, cards } : old)),
  });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCardRequest) =>
      api.post<{ message: string; card: PaymentCard }>('/api/subscription/cards', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

export const useMakeDefaultCard = () =>
  useCardsChange((id: number) => api.put<{ cards: PaymentCard[] }>(`/api/subscription/cards/${id}/default`, {}));

export const useDeleteCard = () =>
  useCardsChange((id: number) => api.delete<{ cards: PaymentCard[] }>(`/api/subscription/cards/${id}`));
