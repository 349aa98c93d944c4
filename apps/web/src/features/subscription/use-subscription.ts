/** The firm's plan, usage and payment cards, and the card changes (billing.md screen 14, §7). */
import type {
  AddCardRequest,
  ChangePlanRequest,
  ChangePlanResponse,
  PaymentCard,
  PlansResponse,
  Subscription,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/current-user';

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

/** The paid plans with their limits and prices. */
export function usePlans() {
  return useQuery({
    queryKey: ['subscription', 'plans'],
    queryFn: () => api.get<PlansResponse>('/api/subscription/plans'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A change of plan or its cancel: the page takes the answer, and the session is read again, since the plan (its
 * limits, its invoices level) travels with it to every other screen.
 */
function usePlanChange<Vars>(mutationFn: (vars: Vars) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => {
      queryClient.setQueryData<Subscription>(SUBSCRIPTION_KEY, subscription);
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export const useChangePlan = () =>
  usePlanChange((body: ChangePlanRequest) => api.put<ChangePlanResponse>('/api/subscription/plan', body));

export const useCancelPlan = () => usePlanChange(() => api.delete<Subscription>('/api/subscription/plan'));
