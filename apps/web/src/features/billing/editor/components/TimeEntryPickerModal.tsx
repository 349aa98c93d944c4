/**
 * Screen 10's time-entry picker: the client's entries that are neither invoiced nor running, searched
 * and filtered by case on the server, 6 a page, with select-all on the page. The client filter shows
 * the invoice's client and cannot change: an invoice bills one client's own time.
 */

import { TIME_ENTRY_PICKER_PAGE_SIZE, type TimeEntry } from '@counsel/domain';
import { Checkbox, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientCasesLight } from '../../../../entities/case/use-cases';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { Pager } from '../../../../ui/Pager';
import { totalPagesOf } from '../../../../ui/pager-items';
import { useTimeEntryPickerPage } from '../use-invoice-editor-api';
import { PickerFooter } from './PickerFooter';
import { PickerTable } from './PickerTable';
import { usePickerSelection } from './use-picker-selection';

interface TimeEntryPickerModalProps {
  opened: boolean;
  clientId: number;
  clientName: string;
  /** The case filter to start with (the matter the entries are for, if any). */
  initialCaseId: number | null;
  /** From a case the filter stays on that case. */
  caseLocked: boolean;
  /** Entries already on the invoice. */
  excluded: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (entries: TimeEntry[]) => void;
}

export function TimeEntryPickerModal({ opened, onClose, ...props }: TimeEntryPickerModalProps) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} size="xl">
      {opened && <Picker onClose={onClose} {...props} />}
    </Modal>
  );
}

function Picker({
  clientId,
  clientName,
  initialCaseId,
  caseLocked,
  excluded,
  onClose,
  onAdd,
}: Omit<TimeEntryPickerModalProps, 'opened'>) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [caseId, setCaseId] = useState<number | null>(initialCaseId);
  const [page, setPage] = useState(1);
  const list = useTimeEntryPickerPage(clientId, { q, caseId, page }, true);
  const cases = useClientCasesLight(clientId);
  const rows = list.data?.time_entries ?? [];
  const { selected, toggle, pageState } = usePickerSelection(rows, excluded);

  const body = (
    <PickerTable
      label={t('picker.title')}
      state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      errorText={t('picker.loadError')}
      emptyText={t('picker.empty')}
      rowCount={rows.length}
      minWidth={640}
      selectAll={{ label: t('picker.selectAll'), ...pageState }}
      headers={[
        t('picker.columns.date'),
        t('picker.columns.case'),
        t('picker.columns.description'),
        t('picker.columns.duration'),
        t('picker.columns.total'),
      ]}
    >
      {rows.map((entry) => {
        const date = format.day(entry.dateRecorded);
        const onInvoice = excluded.has(entry.id);
        return (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Checkbox
                aria-label={t('picker.selectRow', { date, description: entry.description ?? '' })}
                checked={onInvoice || selected.has(entry.id)}
                disabled={onInvoice}
                onChange={(event) => toggle([entry], event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>{date}</Table.Td>
            <Table.Td>
              <bdi>{entry.case_name ?? t('noMatter')}</bdi>
            </Table.Td>
            <Table.Td>
              <bdi>{entry.description ?? ''}</bdi>
              {onInvoice && (
                <Text size="xs" c="dimmed">
                  {t('picker.onInvoice')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" dir="ltr" style={{ textAlign: 'start' }}>
                {format.duration(entry.duration)}
              </Text>
            </Table.Td>
            <Table.Td>{format.money(entry.total)}</Table.Td>
          </Table.Tr>
        );
      })}
    </PickerTable>
  );

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" role="group" aria-label={t('picker.filters')}>
        <TextInput
          label={t('picker.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
        />
        <Select<number>
          label={t('picker.case')}
          placeholder={t('picker.allCases')}
          data={(cases.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
          value={caseId}
          onChange={(id) => {
            setCaseId(id);
            setPage(1);
          }}
          clearable
          searchable
          disabled={caseLocked}
          comboboxProps={{ withinPortal: true }}
          w={220}
        />
        <Select<number>
          label={t('picker.client')}
          data={[{ value: clientId, label: clientName }]}
          value={clientId}
          disabled
          description={t('picker.clientFixed')}
          w={220}
        />
      </Group>
      {body}
      {list.data && (
        <Pager page={page} totalPages={totalPagesOf(list.data.total, TIME_ENTRY_PICKER_PAGE_SIZE)} onChange={setPage} />
      )}
      <PickerFooter
        count={selected.size}
        addLabel={t('picker.addSelected')}
        onCancel={onClose}
        onAdd={() => onAdd([...selected.values()])}
      />
    </Stack>
  );
}
