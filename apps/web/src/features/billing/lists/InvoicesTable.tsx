import type { InvoiceListItem, InvoiceSortColumn } from '@counsel/domain';
import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { invoicesNs } from '../../../locales/invoices';
import { type ListSort, SortableTh } from '../../../ui/SortableTh';
import { invoiceEditPath } from '../editor/paths';
import { SavedInvoicePreviewModal } from '../preview/SavedInvoicePreviewModal';
import { trustInvoiceEditPath } from '../trust/paths';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

interface InvoicesTableProps {
  invoices: readonly InvoiceListItem[];
  /** The firm's list names each invoice's client; a client's or a case's list does not repeat it. */
  showClient: boolean;
  /** Whether invoice numbers open the invoice screen (update on invoices). */
  canEdit: boolean;
  sort: ListSort<InvoiceSortColumn>;
  onSort: (next: ListSort<InvoiceSortColumn>) => void;
}

/** The table's columns in order, each with the server's sort column and its title's key. */
const COLUMNS: ReadonlyArray<readonly [InvoiceSortColumn, string]> = [
  ['invoice_number', 'number'],
  ['title', 'title'],
  ['client_name', 'client'],
  ['case_title', 'matter'],
  ['date_issued', 'dateIssued'],
  ['due_date', 'dueDate'],
  ['total', 'total'],
  ['outstanding_amount', 'outstanding'],
  ['status', 'status'],
];

// Numbers, dates and amounts read badly broken over two lines.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function InvoicesTable({ invoices, showClient, canEdit, sort, onSort }: InvoicesTableProps) {
  const { t } = useTranslation([invoicesNs, invoicePreviewNs]);
  const format = useFormat();
  const toPath = useLocalePath();
  const [previewId, setPreviewId] = useState<number | null>(null);

  return (
    <Table.ScrollContainer minWidth={showClient ? 960 : 840}>
      <SavedInvoicePreviewModal invoiceId={previewId} onClose={() => setPreviewId(null)} />
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.filter(([column]) => showClient || column !== 'client_name').map(([column, label]) => (
              <SortableTh key={column} column={column} current={sort} onSort={onSort}>
                {t(`columns.${label}`)}
              </SortableTh>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            // Each kind opens its own screen (bill: screen 1, trust: screen 2).
            const linked = canEdit;
            const number = <bdi>{invoice.invoice_number}</bdi>;
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td style={NO_WRAP}>
                  <Group gap={6} wrap="nowrap">
                    {linked ? (
                      <Anchor
                        component={Link}
                        to={toPath(
                          invoice.type === 'TRUST'
                            ? trustInvoiceEditPath(invoice.client_id, invoice.id)
                            : invoiceEditPath(invoice.client_id, invoice.id),
                        )}
                        fw={500}
                        size="sm"
                      >
                        {number}
                      </Anchor>
                    ) : (
                      <Text fw={500} size="sm">
                        {number}
                      </Text>
                    )}
                    {invoice.type === 'TRUST' && (
                      <Badge variant="outline" color="grape" size="xs">
                        {t('type.TRUST')}
                      </Badge>
                    )}
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('invoicePreview:listAction', { number: invoice.invoice_number })}
                      onClick={() => setPreviewId(invoice.id)}
                    >
                      <IconEye size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {/* bdi, not dir="auto": an Arabic title keeps its order without leaving the column's alignment. */}
                  <Text size="sm">
                    <bdi>{invoice.title}</bdi>
                  </Text>
                </Table.Td>
                {showClient && (
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{invoice.client_name}</bdi>
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>
                  {/* The invoice's own case, or the one case all its lines belong to. */}
                  <Text size="sm" c={invoice.matter_title ? undefined : 'dimmed'}>
                    {invoice.matter_title ? <bdi>{invoice.matter_title}</bdi> : t('noMatter')}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{format.day(invoice.date_issued)}</Table.Td>
                <Table.Td style={NO_WRAP}>{format.day(invoice.due_date)}</Table.Td>
                <Table.Td style={NO_WRAP}>{format.money(invoice.total)}</Table.Td>
                <Table.Td style={NO_WRAP}>{format.money(invoice.outstanding_amount)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
