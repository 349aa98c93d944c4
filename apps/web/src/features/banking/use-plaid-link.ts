/**
 * "Link a bank with Plaid": link token → popup → public token → exchange → the linked list refreshes.
 * Whether Plaid is the sandbox is only known from the link token's answer, so it is remembered in the query
 * cache for the rest of the session and the page can mark the linked banks "Sandbox".
 */

import type { LawFirmAccountsResponse } from '@counsel/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { bankingNs } from '../../locales/banking';
import { toast } from '../../ui/toast';
import { openLinkPopup, PlaidLinkClosedError, waitForPublicToken } from './plaid-link';
import { LINKED_ACCOUNTS_KEY } from './use-banking';

const PLAID_SANDBOX_KEY = ['plaid-banking', 'sandbox'] as const;

interface LinkTokenResponse {
  link_token: string;
  link_url: string;
  sandbox: boolean;
}

/** True once a link token said Plaid is the sandbox; null until one was asked for. */
export function usePlaidSandbox(): boolean | null {
  const { data } = useQuery<boolean | null>({
    queryKey: PLAID_SANDBOX_KEY,
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
  return data ?? null;
}

export function usePlaidLink() {
  const { t } = useTranslation(bankingNs);
  const queryClient = useQueryClient();
  const [linking, setLinking] = useState(false);

  const start = useCallback(async () => {
    const popup = openLinkPopup();
    if (!popup) {
      toast.error(t('plaid.popupBlocked'), t('plaid.failed'));
      return;
    }
    setLinking(true);
    try {
      const token = await api.post<LinkTokenResponse>('/api/plaid-banking/link-token');
      queryClient.setQueryData(PLAID_SANDBOX_KEY, token.sandbox);
      // The sandbox answers a path; the blank popup resolves it against this page's address.
      popup.location.href = new URL(token.link_url, window.location.href).href;
      const publicToken = await waitForPublicToken(popup);
      const linked = await api.post<LawFirmAccountsResponse>('/api/plaid-banking/exchange', {
        public_token: publicToken,
      });
      queryClient.setQueryData(LINKED_ACCOUNTS_KEY, linked);
      await queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY });
      toast.success(t('plaid.linked'));
    } catch (error) {
      if (error instanceof PlaidLinkClosedError) {
        toast.error(t('plaid.closed'), t('plaid.notLinked'));
      } else {
        if (!popup.closed) popup.close();
        toast.error(errorMessage(t, error), t('plaid.failed'));
      }
    } finally {
      setLinking(false);
    }
  }, [queryClient, t]);

  return { start, linking };
}
