/** A staff member's view of one receipt's status history (the scanner's row details, the case's receipts). */
import type { ReceiptHistoryResponse } from '@counsel/domain';
import { Alert, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { ReceiptTimeline } from './ReceiptTimeline';
import { CASE_RECEIPTS_KEY } from './use-case-receipts';

export function useReceiptHistory(id: number) {
  return useQuery({
    queryKey: [...CASE_RECEIPTS_KEY, 'history', id],
    queryFn: ({ signal }) => api.get<ReceiptHistoryResponse>(`/api/case-receipt/${id}/history`, { signal }),
  });
}

export function ReceiptHistory({ id, receiptNumber }: { id: number; receiptNumber: string }) {
  const { t } = useTranslation(caseReceiptsNs);
  const history = useReceiptHistory(id);
  if (history.isPending) return <Loader size="sm" aria-label={t('history.title')} />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert" title={t('history.loadError')}>
        {errorMessage(t, history.error)}
      </Alert>
    );
  }
  if (history.data.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  return <ReceiptTimeline entries={history.data.history} label={t('history.showOf', { number: receiptNumber })} />;
}
