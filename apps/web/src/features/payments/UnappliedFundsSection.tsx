/**
 * A client's unapplied funds (client profile and client ledger): direct payments without an invoice
 * with what of each is applied, the total against what the client owes, and the actions to apply a
 * payment to an open bill invoice or to cancel it.
 */
import type { UnappliedPayment } from '@counsel/domain';
import { ActionIcon, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useCan } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { toast } from '../../ui/toast';
import { ApplyFundsModal } from './ApplyFundsModal';
import { paymentFailureMessage } from './payment-errors';
import { paymentsApi, reloadAfterPayment, useClientFunds, usePaymentAccess } from './use-payments-api';

export function UnappliedFundsSection({ clientId }: { clientId: number }) {
  const can = useCan();
  if (!can('VIEW_INVOICES')) return null;
  return <FundsSection clientId={clientId} />;
}

function FundsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const funds = useClientFunds(clientId, true, page);
  const record = usePaymentAccess('RECORD_PAYMENT');
  const remove = usePaymentAccess('DELETE_PAYMENT');
  const [applying, setApplying] = useState<UnappliedPayment | null>(null);
  const [canceling, setCanceling] = useState<UnappliedPayment | null>(null);
  const [pending, setPending] = useState(false);
  const describe = (p: UnappliedPayment) => ({ amount: format.money(p.amount), date: format.day(p.payment_date) });

  const confirmCancel = async () => {
    if (!canceling) return;
    setPending(true);
    try {
      await paymentsApi.remove(canceling.id);
      toast.success(t('funds.canceled'));
      reloadAfterPayment(queryClient);
      setCanceling(null);
    } catch (error) {
      toast.error(paymentFailureMessage(t, error));
    } finally {
      setPending(false);
    }
  };

  const data = funds.data;
  // Applying or canceling the last payment of the last page leaves it empty: show the page before.
  const lastPage = data ? Math.max(1, totalPagesOf(data.total, data.page_size)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const openInvoices = data?.open_invoices ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('funds.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('funds.description')}
            </Text>
          </div>
          {data && (
            <Group gap="lg">
              <Stack gap={0} role="group" aria-label={t('funds.unappliedTotal')}>
                <Text size="xs" c="dimmed">
                  {t('funds.unappliedTotal')}
                </Text>
                <Text fw={700}>
                  <bdi>{format.money(data.unapplied_total)}</bdi>
                </Text>
              </Stack>
              <Stack gap={0} role="group" aria-label={t('funds.owedTotal')}>
                <Text size="xs" c="dimmed">
                  {t('funds.owedTotal')}
                </Text>
                <Text fw={700}>
                  <bdi>{format.money(data.owed_total)}</bdi>
                </Text>
              </Stack>
            </Group>
          )}
        </Group>
        {funds.isError && (
          <Text size="sm" c="red">
            {t('funds.loadError')} {errorMessage(t, funds.error)}
          </Text>
        )}
        {data && data.total === 0 && (
          <Text size="sm" c="dimmed">
            {t('funds.empty')}
          </Text>
        )}
        {data && data.payments.length > 0 && (
          <Stack gap="xs">
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('funds.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('funds.date')}</Table.Th>
                    <Table.Th>{t('funds.matter')}</Table.Th>
                    <Table.Th>{t('funds.description_')}</Table.Th>
                    <Table.Th ta="end">{t('funds.amount')}</Table.Th>
                    <Table.Th ta="end">{t('funds.applied')}</Table.Th>
                    <Table.Th ta="end">{t('funds.unapplied')}</Table.Th>
                    <Table.Th ta="end">{t('funds.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.payments.map((payment) => (
                    <Table.Tr key={payment.id}>
                      <Table.Td>{format.day(payment.payment_date)}</Table.Td>
                      <Table.Td>{payment.case_title ? <bdi>{payment.case_title}</bdi> : '—'}</Table.Td>
                      <Table.Td>{payment.description ?? '—'}</Table.Td>
                      <Table.Td ta="end">
                        <bdi>{format.money(payment.amount)}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">
                        <bdi>{format.money(payment.applied)}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">
                        <bdi>{format.money(payment.unapplied)}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {record.allowed && openInvoices.length > 0 && (
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('funds.apply', describe(payment))}
                              title={t('funds.applyShort')}
                              onClick={() => setApplying(payment)}
                            >
                              <IconReceipt size={16} aria-hidden />
                            </ActionIcon>
                          )}
                          {remove.allowed && payment.applied === 0 && (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('funds.cancel', describe(payment))}
                              title={t('funds.cancelShort')}
                              onClick={() => setCanceling(payment)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager page={page} totalPages={totalPagesOf(data.total, data.page_size)} onChange={setPage} />
          </Stack>
        )}
        {data && data.total > 0 && openInvoices.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('funds.noOpenInvoices')}
          </Text>
        )}
      </Stack>
      <ApplyFundsModal payment={applying} invoices={openInvoices} onClose={() => setApplying(null)} />
      <ConfirmDialog
        opened={canceling !== null}
        title={t('funds.cancelTitle')}
        message={canceling ? t('funds.cancelMessage', describe(canceling)) : ''}
        confirmLabel={t('funds.cancelConfirm')}
        pending={pending}
        onConfirm={() => void confirmCancel()}
        onClose={() => (pending ? undefined : setCanceling(null))}
      />
    </Paper>
  );
}
