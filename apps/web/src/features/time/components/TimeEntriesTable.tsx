import type { TimeEntriesPage, TimeEntry, TimeEntrySortColumn } from '@counsel/domain';
import { Badge, Checkbox, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { timeNs } from '../../../locales/time';
import { ActionMenu } from '../../../ui/ActionMenu';
import { type ListSort, SortableTh } from '../../../ui/SortableTh';

interface TimeEntriesTableProps {
  data: TimeEntriesPage;
  selected: ReadonlyMap<number, TimeEntry>;
  onToggle: (entry: TimeEntry, checked: boolean) => void;
  onToggleAll: (entries: TimeEntry[], checked: boolean) => void;
  onOpen: (entry: TimeEntry) => void;
  canEdit: (entry: TimeEntry) => boolean;
  canDelete: (entry: TimeEntry) => boolean;
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entry: TimeEntry) => void;
  sort: ListSort<TimeEntrySortColumn>;
  onSort: (next: ListSort<TimeEntrySortColumn>) => void;
}

/** The sorted columns in order, each with the server's sort column and its title's key. */
const SORTED_COLUMNS: ReadonlyArray<readonly [TimeEntrySortColumn, string]> = [
  ['employee_name', 'createdBy'],
  ['client_name', 'client'],
  ['case_name', 'caseName'],
  ['date_recorded', 'dateRecorded'],
  ['hourly_rate', 'hourlyRate'],
  ['duration', 'duration'],
  ['total', 'total'],
  ['billable', 'billable'],
  ['invoiced', 'invoiced'],
];

const COLUMNS = 11;
const stop = (event: MouseEvent) => event.stopPropagation();

/** Screen 10's table: one page of entries, with the totals of the whole filtered set in its footer. */
export function TimeEntriesTable({
  data,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  sort,
  onSort,
}: TimeEntriesTableProps) {
  const { t } = useTranslation(timeNs);
  const format = useFormat();
  const entries = data.time_entries;
  const chosen = entries.filter((entry) => selected.has(entry.id));
  const allChosen = entries.length > 0 && chosen.length === entries.length;
  const yesNo = (value: boolean) => (
    <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none">
      {value ? t('table.yes') : t('table.no')}
    </Badge>
  );

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('table.selectAll')}
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={(event) => onToggleAll(entries, event.currentTarget.checked)}
              />
            </Table.Th>
            {SORTED_COLUMNS.map(([column, label]) => (
              <SortableTh key={column} column={column} current={sort} onSort={onSort}>
                {t(`table.columns.${label}`)}
              </SortableTh>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('table.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const date = format.day(entry.dateRecorded);
            const client = entry.client_name ?? t('table.noClient');
            return (
              <Table.Tr
                key={entry.id}
                onClick={() => onOpen(entry)}
                style={{ cursor: 'pointer' }}
                bg={selected.has(entry.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td onClick={stop}>
                  <Checkbox
                    aria-label={t('table.selectRow', { date, client, duration: format.duration(entry.duration) })}
                    checked={selected.has(entry.id)}
                    onChange={(event) => onToggle(entry, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  {/* bdi: a name in either script keeps its own order without leaving the column's alignment. */}
                  <Text size="sm">
                    <bdi>{entry.employee_name}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <bdi>{client}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <bdi>{entry.case_name ?? t('table.noCase')}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>{date}</Table.Td>
                <Table.Td>{format.money(entry.hourly_rate)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" dir="ltr" style={{ textAlign: 'start' }}>
                    {format.duration(entry.duration)}
                  </Text>
                </Table.Td>
                <Table.Td>{format.money(entry.total)}</Table.Td>
                <Table.Td>{yesNo(entry.billable)}</Table.Td>
                <Table.Td>{yesNo(entry.invoiced)}</Table.Td>
                <Table.Td onClick={stop}>
                  <ActionMenu
                    label={t('table.actionsFor', { date, client })}
                    canEdit={canEdit(entry)}
                    canDelete={canDelete(entry)}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  >
                    <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onOpen(entry)}>
                      {t('table.viewDetails')}
                    </Menu.Item>
                  </ActionMenu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr aria-label={t('table.footer.label')}>
            <Table.Td colSpan={6}>
              <Text size="sm" fw={600}>
                {t('table.footer.count', { count: data.totals.count })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} ff="monospace" dir="ltr" style={{ textAlign: 'start' }}>
                {format.duration(data.totals.duration)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {format.money(data.totals.amount)}
              </Text>
            </Table.Td>
            <Table.Td colSpan={COLUMNS - 8} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
