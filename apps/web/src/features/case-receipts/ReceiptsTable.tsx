import { type CaseReceipt, type CaseReceiptSortColumn, receiptStatusKind } from '@counsel/domain';
import { Anchor, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconHistory, IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { type ListSort, SortableTh } from '../../ui/SortableTh';
import { ReceiptHistory } from './ReceiptHistory';
import { StatusKindBadge } from './ReceiptTimeline';

/**
 * A receipt's status: a short badge of its kind in the reader's language ("Approved", "RFE"...), and USCIS's own
 * title under it, in English as sent, wrapping onto more lines rather than being cut (a long title would push the
 * row's links out of view at phone width otherwise).
 */
function StatusCell({ status }: { status: string }) {
  return (
    <Stack gap={2} align="flex-start">
      <StatusKindBadge kind={receiptStatusKind(status)} />
      <Text size="xs" lang="en" dir="ltr" maw={240} style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
        {status}
      </Text>
    </Stack>
  );
}

interface Props {
  receipts: CaseReceipt[];
  /** Sorting on the server; the case's own list leaves it out. */
  sorting?: { sort: ListSort<CaseReceiptSortColumn>; onSort: (next: ListSort<CaseReceiptSortColumn>) => void };
  /** Hidden on a case's page, where the case is the page. */
  showCase: boolean;
  canEdit: boolean;
  blocked: boolean;
  checking: string | null;
  onCheck: (receipt: CaseReceipt) => void;
  onEdit: (receipt: CaseReceipt) => void;
}

/** The firm's or a case's receipts: number, case, form, USCIS's status (as sent), dates and actions. */
/** Sticky at the row's start edge, no wider than the screen less the page's and the cell's padding. */
const HISTORY_IN_VIEW = { position: 'sticky', insetInlineStart: 0, maxInlineSize: 'calc(100vw - 4.5rem)' } as const;

export function ReceiptsTable({ receipts, sorting, showCase, canEdit, blocked, checking, onCheck, onEdit }: Props) {
  const { t } = useTranslation(caseReceiptsNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = showCase ? 8 : 6;
  const th = (column: CaseReceiptSortColumn, label: string) =>
    sorting ? (
      <SortableTh column={column} current={sorting.sort} onSort={sorting.onSort}>
        {label}
      </SortableTh>
    ) : (
      <Table.Th>{label}</Table.Th>
    );

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={showCase ? 900 : 700}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {th('receipt_number', t('list.columns.receiptNumber'))}
              {showCase && th('case_title', t('list.columns.case'))}
              {showCase && th('client_name', t('list.columns.client'))}
              {th('form_type', t('list.columns.formType'))}
              {th('status', t('list.columns.status'))}
              {th('submitted_date', t('list.columns.submitted'))}
              {th('modified_date', t('list.columns.modified'))}
              <Table.Th>{t('list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipts.map((receipt) => (
              <Fragment key={receipt.id}>
                <Table.Tr>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text
                        size="sm"
                        fw={600}
                        dir="ltr"
                        style={{ textAlign: 'start', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {receipt.receipt_number}
                      </Text>
                      {receipt.description && (
                        <Text size="xs" c="dimmed" dir="auto" lineClamp={2}>
                          {receipt.description}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  {showCase && (
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={toPath(`/client/${receipt.client_id}/cases/${receipt.case_id}`)}
                        size="sm"
                        dir="auto"
                      >
                        {receipt.case_title}
                      </Anchor>
                    </Table.Td>
                  )}
                  {showCase && (
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {receipt.client_name}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm" dir="ltr" style={{ textAlign: 'start' }}>
                      {receipt.form_type ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {receipt.status ? (
                      <Stack gap={2}>
                        <StatusCell status={receipt.status} />
                        {receipt.last_checked_at && (
                          <Text size="xs" c="dimmed">
                            {t('list.checkedAt', { when: format.dateTime(receipt.last_checked_at) })}
                          </Text>
                        )}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('list.noStatus')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{receipt.submitted_date ? format.day(receipt.submitted_date) : '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{receipt.modified_date ? format.day(receipt.modified_date) : '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        disabled={blocked || (checking !== null && checking !== receipt.receipt_number)}
                        loading={checking === receipt.receipt_number}
                        aria-label={t('list.checkStatusOf', { number: receipt.receipt_number })}
                        onClick={() => onCheck(receipt)}
                      >
                        {t('list.checkStatus')}
                      </Button>
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconEdit size={14} aria-hidden />}
                          disabled={blocked}
                          aria-label={t('list.editOf', { number: receipt.receipt_number })}
                          onClick={() => onEdit(receipt)}
                        >
                          {t('list.edit')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconHistory size={14} aria-hidden />}
                        aria-expanded={open.has(receipt.id)}
                        aria-controls={open.has(receipt.id) ? `receipt-history-${receipt.id}` : undefined}
                        aria-label={t('history.showOf', { number: receipt.receipt_number })}
                        onClick={() => toggle(receipt.id)}
                      >
                        {t('history.show')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open.has(receipt.id) && (
                  <Table.Tr id={`receipt-history-${receipt.id}`}>
                    <Table.Td colSpan={columns}>
                      {/* The row is as wide as the table, which scrolls sideways on a phone: the history keeps to
                          the width that shows and stays in view, so USCIS's text wraps instead of running off. */}
                      <Box style={HISTORY_IN_VIEW}>
                        <ReceiptHistory id={receipt.id} receiptNumber={receipt.receipt_number} />
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
