/**
 * The government lookup (spec §4, §7, §8): a lookup token from POST /case-receipt/uscis-access-token (kept
 * until shortly before it expires), then GET /case-receipt/government-case-status/{receipt} with it. USCIS's
 * message shows for 5 seconds (§9); at the plan's limit the toast says so and the page shows the upgrade
 * alert. The server counts the query; the signed-in user's usage is read again after each lookup.
 */
import { type GovernmentCaseStatusResponse, USCIS_TOKEN_HEADER, type UscisAccessTokenResponse } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { toast } from '../../ui/toast';
import { CASE_RECEIPTS_KEY } from './use-case-receipts';

/** Spec §9: the government message toast stays 5000 ms. */
export const GOVERNMENT_MESSAGE_MS = 5000;
/** A token this close to its end is not used for a new lookup. */
const TOKEN_MARGIN_MS = 30_000;

export function useStatusLookup(onLimit: () => void) {
  const { t } = useTranslation(caseReceiptsNs);
  const queryClient = useQueryClient();
  const token = useRef<{ value: string; until: number } | null>(null);

  async function lookupToken(): Promise<string> {
    if (token.current && token.current.until - TOKEN_MARGIN_MS > Date.now()) return token.current.value;
    const granted = await api.post<UscisAccessTokenResponse>('/api/case-receipt/uscis-access-token');
    token.current = { value: granted.access_token, until: Date.now() + granted.expires_in * 1000 };
    return granted.access_token;
  }

  return useMutation({
    mutationFn: async (receiptNumber: string) => {
      const access = await lookupToken();
      return api.get<GovernmentCaseStatusResponse>(
        `/api/case-receipt/government-case-status/${encodeURIComponent(receiptNumber)}`,
        { headers: { [USCIS_TOKEN_HEADER]: access } },
      );
    },
    onSuccess: (answer) => {
      const status = answer.case_status;
      // USCIS's text stays as USCIS sent it (English); only our frame is translated.
      notifications.show({
        title: status ? status.current_case_status_text_en : undefined,
        message: status
          ? status.current_case_status_desc_en
          : t('lookup.governmentMessage', { message: answer.message }),
        color: status ? 'teal' : 'yellow',
        withBorder: true,
        autoClose: GOVERNMENT_MESSAGE_MS,
      });
      if (answer.waited_ms >= 1000) toast.success(t('lookup.waited', { seconds: Math.round(answer.waited_ms / 1000) }));
    },
    onError: (error) => {
      if (isApiError(error, 'uscis_queries_limit')) {
        toast.error(t('limit.toast'));
        onLimit();
        return;
      }
      if (isApiError(error, 'uscis_auth_failed')) token.current = null;
      toast.error(errorMessage(t, error), t('lookup.failed'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CASE_RECEIPTS_KEY });
    },
  });
}
