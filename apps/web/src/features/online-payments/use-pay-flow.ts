/**
 * One payment from the pay page, step by step: the intent is made for the chosen amount, the card provider confirms
 * it (the bank may first want the client to authenticate), then the page asks the server every 2 s, for at most
 * 2 minutes, until the server has learnt the outcome from the provider.
 */
import type { PayIntent } from '@counsel/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ConfirmOutcome } from './card-outcome';
import { payApi, payIntentKey, payViewKey, sandboxProvider } from './pay-api';
import { type PaymentProblem, problemOf } from './payment-problems';
import { useTokenState } from './token-state';

export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 120_000;

export type PayStep =
  | { step: 'form' }
  /** The intent is being made and confirmed with the provider. */
  | { step: 'paying' }
  /** The sandbox's 3-D Secure: the client completes or fails the bank's check. */
  | { step: 'authenticate'; intent: PayIntent; busy: boolean }
  /** Polling the server since `since` (ms). */
  | { step: 'processing'; intent: PayIntent; since: number }
  | { step: 'succeeded'; intent: PayIntent; at: string; outstanding: number }
  | { step: 'failed'; problem: PaymentProblem }
  /** Two minutes without an outcome: the payment may still complete. */
  | { step: 'timedOut'; intent: PayIntent };

/** How the card provider confirms an intent: the sandbox's test card form or Stripe Elements. */
export type ConfirmCard = (intent: PayIntent) => Promise<ConfirmOutcome>;

const FORM: PayStep = { step: 'form' };

export function usePayFlow(token: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useTokenState<PayStep>('pay-step', token, FORM);

  const settle = useCallback(
    (intent: PayIntent, outcome: ConfirmOutcome) => {
      if (outcome.kind === 'submitted') setState({ step: 'processing', intent, since: Date.now() });
      else if (outcome.kind === 'authenticate') setState({ step: 'authenticate', intent, busy: false });
      else setState({ step: 'failed', problem: { code: outcome.code, message: outcome.message } });
    },
    [setState],
  );

  const refreshView = useCallback(
    // exact: the intent's own query sits under the view's key and must not be asked again.
    () => queryClient.invalidateQueries({ queryKey: payViewKey(token), exact: true }),
    [queryClient, token],
  );

  const pay = useCallback(
    async (amount: number, confirm: ConfirmCard) => {
      setState({ step: 'paying' });
      let intent: PayIntent;
      try {
        intent = await payApi.createIntent(token, amount);
      } catch (error) {
        // The invoice moved on (another payment, a pending one): the page shows what may be paid now.
        void refreshView();
        setState({ step: 'failed', problem: problemOf(error) });
        return;
      }
      try {
        settle(intent, await confirm(intent));
      } catch (error) {
        setState({ step: 'failed', problem: problemOf(error) });
      }
    },
    [token, settle, refreshView, setState],
  );

  const authenticate = useCallback(
    async (outcome: 'approve' | 'fail') => {
      if (state.step !== 'authenticate') return;
      const { intent } = state;
      setState({ step: 'authenticate', intent, busy: true });
      try {
        settle(intent, await sandboxProvider.authenticate(intent, outcome));
      } catch (error) {
        setState({ step: 'failed', problem: problemOf(error) });
      }
    },
    [state, settle, setState],
  );

  const processing = state.step === 'processing' ? state.intent : null;
  const since = state.step === 'processing' ? state.since : 0;
  const status = useQuery({
    queryKey: payIntentKey(token, processing?.intent_id ?? ''),
    queryFn: ({ signal }) => payApi.intentStatus(token, processing?.intent_id ?? '', signal),
    enabled: processing !== null,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const answer = processing ? status.data : undefined;

  useEffect(() => {
    if (!processing || !answer) return;
    if (answer.status === 'completed') {
      setState({
        step: 'succeeded',
        intent: processing,
        at: new Date().toISOString(),
        outstanding: answer.outstanding,
      });
      void refreshView();
    } else if (answer.status === 'failed') {
      setState({ step: 'failed', problem: { code: null, message: answer.message ?? '' } });
      void refreshView();
    }
  }, [processing, answer, refreshView, setState]);

  useEffect(() => {
    if (!processing) return;
    const left = since + POLL_LIMIT_MS - Date.now();
    const timer = setTimeout(() => setState({ step: 'timedOut', intent: processing }), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [processing, since, setState]);

  const restart = useCallback(() => setState(FORM), [setState]);
  const checkAgain = useCallback(() => {
    if (state.step === 'timedOut') setState({ step: 'processing', intent: state.intent, since: Date.now() });
  }, [state, setState]);

  return { state, pay, authenticate, restart, checkAgain };
}
