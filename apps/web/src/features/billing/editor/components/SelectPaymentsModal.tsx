/**
 * Screen 8, the select-payments modal: the client's completed payments (of one matter when the
 * invoice or the tab is for one), 6 a page from the server, that no other invoice lists. The chosen
 * ones become Trust Payment lines, which show the money already paid without being billed.
 */

import { PAYMENT_PICKER_PAGE_SIZE, type PaymentPickerRow } from '@counsel/domain';
import { Checkbox, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { Pager } from '../../../../ui/Pager';
import { totalPagesOf } from '../../../../ui/pager-items';
import { usePaymentPickerPage } from '../use-invoice-editor-api';
import { PickerFooter } from './PickerFooter';
import { PickerTable } from './PickerTable';
import { usePickerSelection } from './use-picker-selection';

interface SelectPaymentsModalProps {
  opened: boolean;
  clientId: number;
  caseId: number | null;
  invoiceId: number | null;
  /** Payments already listed on the invoice (in this screen's state). */
  excluded: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (payments: PaymentPickerRow[]) => void;
}

export function SelectPaymentsModal({ opened, onClose, ...props }: SelectPaymentsModalProps) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('payments.title')} size="xl">
      {opened && <PaymentsPicker onClose={onClose} {...props} />}
    </Modal>
  );
}

const KNOWN_CATEGORIES = new Set(['trust_deposit', 'trust_transfer', 'direct']);

function PaymentsPicker({
  clientId,
  caseId,
  invoiceId,
  excluded,
  onClose,
  onAdd,
}: Omit<SelectPaymentsModalProps, 'opened'>) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = usePaymentPickerPage({ clientId, caseId, invoiceId, page }, true);
  const rows = list.data?.payments ?? [];
  const { selected, toggle, pageState } = usePickerSelection(rows, excluded);
  const categoryOf = (category: string) =>
    KNOWN_CATEGORIES.has(category) ? t(`payments.categories.${category}`) : category;

  return (
    <Stack gap="sm">
      <PickerTable
        label={t('payments.title')}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        errorText={t('payments.loadError')}
        emptyText={t('payments.empty')}
        rowCount={rows.length}
        minWidth={720}
        selectAll={{ label: t('payments.selectAll'), ...pageState }}
        headers={[
          t('payments.columns.client'),
          t('payments.columns.case'),
          t('payments.columns.amount'),
          t('payments.columns.date'),
          t('payments.columns.description'),
          t('payments.columns.category'),
        ]}
      >
        {rows.map((payment) => {
          const date = format.day(payment.payment_date);
          const amount = format.money(payment.amount);
          const onInvoice = excluded.has(payment.id);
          return (
            <Table.Tr key={payment.id}>
              <Table.Td>
                <Checkbox
                  aria-label={t('payments.selectRow', { date, amount })}
                  checked={onInvoice || selected.has(payment.id)}
                  disabled={onInvoice}
                  onChange={(event) => toggle([payment], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <bdi>{payment.client_name}</bdi>
              </Table.Td>
              <Table.Td>
                <bdi>{payment.case_title ?? t('noMatter')}</bdi>
              </Table.Td>
              <Table.Td>{amount}</Table.Td>
              <Table.Td>{date}</Table.Td>
              <Table.Td>
                <bdi>{payment.description ?? ''}</bdi>
                {onInvoice && (
                  <Text size="xs" c="dimmed">
                    {t('payments.onInvoice')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{categoryOf(payment.category)}</Table.Td>
            </Table.Tr>
          );
        })}
      </PickerTable>
      {list.data && (
        <Pager page={page} totalPages={totalPagesOf(list.data.total, PAYMENT_PICKER_PAGE_SIZE)} onChange={setPage} />
      )}
      <Text size="sm" c="dimmed">
        {t('payments.notBilled')}
      </Text>
      <PickerFooter
        count={selected.size}
        addLabel={t('payments.addSelected')}
        onCancel={onClose}
        onAdd={() => onAdd([...selected.values()])}
      />
    </Stack>
  );
}
