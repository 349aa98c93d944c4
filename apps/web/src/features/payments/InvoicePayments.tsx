/**
 * An invoice's payments: date, type, amount, status, description and the audit trail of each, with a
 * delete action on those not canceled (DELETE_PAYMENT and the plan's FULL_ACCESS). A deletion cancels
 * the payment on the server; on an invoice being edited the invoice then reloads, elsewhere the payment
 * leaves the list here and the outstanding balance is recomputed (billing.md §4).
 */

import type { InvoicePayment } from '@counsel/domain';
import { ActionIcon, Group, List, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PaymentTotals } from './PaymentTotals';
import { deleteFailureKey } from './payment-errors';
import { paidCents, toCents } from './payment-form';
import { paymentsApi, reloadAfterPayment, usePaymentAccess } from './use-payments-api';

interface InvoicePaymentsProps {
  payments: InvoicePayment[];
  /** 'reload': the invoice is being edited and reloads after a deletion; 'local': this list updates itself. */
  afterDelete: 'reload' | 'local';
  /** The invoice's total, for the outstanding balance this list shows in 'local' mode. */
  totalCents: number;
}

export function InvoicePayments({ payments, afterDelete, totalCents }: InvoicePaymentsProps) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const queryClient = useQueryClient();
  const access = usePaymentAccess('DELETE_PAYMENT');
  const headingId = useId();
  const reasonId = useId();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<InvoicePayment | null>(null);
  const [deleting, setDeleting] = useState(false);

  const shown = payments.filter((payment) => !removed.has(payment.id));
  const describe = (payment: InvoicePayment) => ({
    amount: format.money(payment.amount),
    date: format.day(payment.payment_date),
  });
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!pending || deleting) return;
    setDeleting(true);
    try {
      await paymentsApi.remove(pending.id);
      toast.success(t('toasts.deleted'));
      if (afterDelete === 'local') setRemoved((current) => new Set(current).add(pending.id));
      reloadAfterPayment(queryClient);
    } catch (error) {
      toast.error(t(deleteFailureKey(error)));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  const paid = paidCents(shown);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('section.title')}
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('section.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby={headingId} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.date')}</Table.Th>
                  <Table.Th>{t('table.type')}</Table.Th>
                  <Table.Th ta="end">{t('table.amount')}</Table.Th>
                  <Table.Th>{t('table.status')}</Table.Th>
                  <Table.Th>{t('table.description')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((payment) => {
                  const open = expanded.has(payment.id);
                  const historyId = `payment-history-${payment.id}`;
                  return (
                    <Fragment key={payment.id}>
                      <Table.Tr>
                        <Table.Td>{format.day(payment.payment_date)}</Table.Td>
                        <Table.Td>
                          {t(`paymentTypeShort.${payment.payment_type}`, { defaultValue: payment.payment_type })}
                        </Table.Td>
                        <Table.Td ta="end">
                          <bdi>{format.money(payment.amount)}</bdi>
                        </Table.Td>
                        <Table.Td>
                          <PaymentStatusBadge status={payment.status} />
                        </Table.Td>
                        <Table.Td>{payment.description ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('table.history', describe(payment))}
                              aria-expanded={open}
                              aria-controls={open ? historyId : undefined}
                              onClick={() => toggle(payment.id)}
                            >
                              {open ? (
                                <IconChevronUp size={16} aria-hidden />
                              ) : (
                                <IconChevronDown size={16} aria-hidden />
                              )}
                            </ActionIcon>
                            {payment.status !== 'canceled' && (
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('table.delete', describe(payment))}
                                aria-describedby={access.reason ? reasonId : undefined}
                                disabled={!access.allowed}
                                onClick={() => setPending(payment)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                      {open && (
                        <Table.Tr id={historyId}>
                          <Table.Td colSpan={6}>
                            <AuditTrail payment={payment} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {access.reason && shown.some((payment) => payment.status !== 'canceled') && (
          <Text size="xs" c="dimmed" id={reasonId}>
            {t(access.reason)}
          </Text>
        )}
        {afterDelete === 'local' && (
          <PaymentTotals paidCents={paid} outstandingCents={Math.max(0, totalCents - paid)} />
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t('delete.title')}
        message={pending ? t('delete.message', describe(pending)) : ''}
        confirmLabel={t('delete.confirm')}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => (deleting ? undefined : setPending(null))}
      />
    </Paper>
  );
}

function AuditTrail({ payment }: { payment: InvoicePayment }) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  if (payment.audit_trail.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.empty')}
      </Text>
    );
  }
  return (
    <List size="sm" aria-label={t('audit.title', { amount: format.money(payment.amount) })} spacing={2}>
      {payment.audit_trail.map((entry) => (
        <List.Item key={`${entry.action_type}-${entry.created_at}`}>
          {t('audit.entry', {
            action: t(`audit.actions.${entry.action_type}`, { defaultValue: entry.action_type }),
            amount: format.money(toCents(entry.amount) / 100),
            when: format.dateTime(entry.created_at),
          })}
          {entry.description ? ` — ${entry.description}` : ''}
        </List.Item>
      ))}
    </List>
  );
}
