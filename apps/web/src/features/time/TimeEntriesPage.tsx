import {
  createInvoiceAddress,
  TIME_ENTRIES_PAGE_SIZE,
  TIME_ENTRY_INVOICED,
  type TimeEntry,
  type TimeEntrySortColumn,
} from '@counsel/domain';
import { ActionIcon, Alert, Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { timeNs } from '../../locales/time';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { toast } from '../../ui/toast';
import { useListSort } from '../../ui/use-list-sort';
import { TimeEntriesTable } from './components/TimeEntriesTable';
import { TimeEntryDetails } from './components/TimeEntryDetails';
import { TimeEntryFilters } from './components/TimeEntryFilters';
import TimeRecordModal from './components/TimeRecordModal';
import { announceTimeEntryChange } from './timer/timer-sync';
import {
  type TimeEntryFilters as Filters,
  NO_FILTERS,
  timeEntriesApi,
  timeEntriesQuery,
  useRefreshTimeEntries,
  useTimeEntriesPage,
} from './use-time-entries';

/** /time-entries and /settings/billing/time-entries: screen 10, the firm's recorded time. */
export default function TimeEntriesPage() {
  const { t } = useTranslation(timeNs);
  const me = useMe();
  const ability = useAbility();
  const format = useFormat();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const refresh = useRefreshTimeEntries();
  const tableId = useId();
  const [opened, setOpened] = useState(true);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Kept by id, so that a selection survives paging and filtering.
  const [selected, setSelected] = useState<ReadonlyMap<number, TimeEntry>>(new Map());
  const [viewing, setViewing] = useState<TimeEntry | null>(null);
  const [editing, setEditing] = useState<{ entry: TimeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const { sort, onSort } = useListSort<TimeEntrySortColumn>({ sort: 'date_recorded', order: 'desc' }, () => setPage(1));
  const list = useTimeEntriesPage(filters, page, sort);

  // Selected entries follow their latest version (an edit may have changed the client or total).
  useEffect(() => {
    const rows = list.data?.time_entries ?? [];
    setSelected((current) => {
      if (!rows.some((row) => current.has(row.id) && current.get(row.id) !== row)) return current;
      const next = new Map(current);
      for (const row of rows) if (next.has(row.id)) next.set(row.id, row);
      return next;
    });
  }, [list.data]);

  const own = (entry: TimeEntry) => entry.user_id === me.user.id;
  const canEdit = (entry: TimeEntry) => own(entry) || ability.can('update', 'time_entries');
  const canDelete = (entry: TimeEntry) => !entry.invoiced && (own(entry) || ability.can('delete', 'time_entries'));

  const toggle = (entry: TimeEntry, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(entry.id, entry);
      else next.delete(entry.id);
      return next;
    });
  const toggleAll = (entries: TimeEntry[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const entry of entries) {
        if (checked) next.set(entry.id, entry);
        else next.delete(entry.id);
      }
      return next;
    });

  const createInvoice = () => {
    const address = createInvoiceAddress([...selected.values()]);
    if (address === null) {
      toast.error(t('toasts.clientRequired'));
      return;
    }
    void navigate(toPath(address));
  };

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  const remove = async () => {
    if (!deleting || deletePending) return;
    setDeletePending(true);
    try {
      await timeEntriesApi.remove(deleting.id);
      toast.success(t('toasts.deleteSuccess'));
      toggle(deleting, false);
      setDeleting(null);
      void refresh();
      announceTimeEntryChange(me.user.id, deleting.id);
    } catch (error) {
      toast.error(
        isApiError(error, TIME_ENTRY_INVOICED) ? t('errors.time_entry_invoiced') : errorMessage(t, error),
        t('toasts.deleteError'),
      );
      setDeleting(null);
    } finally {
      setDeletePending(false);
    }
  };

  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError) {
    body = (
      <Alert color="red" role="alert" title={t('table.loadError')} m="sm">
        {errorMessage(t, list.error)}
      </Alert>
    );
  } else if (list.data.total === 0) {
    const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
    body = (
      <Text c="dimmed" p="md">
        {filtered ? t('table.noMatches') : t('table.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" pb="sm">
        <TimeEntriesTable
          data={list.data}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onOpen={setViewing}
          canEdit={canEdit}
          canDelete={canDelete}
          onEdit={(entry) => setEditing({ entry })}
          onDelete={setDeleting}
          sort={sort}
          onSort={onSort}
        />
        <Group px="sm">
          <Pager page={page} totalPages={totalPagesOf(list.data.total, TIME_ENTRIES_PAGE_SIZE)} onChange={setPage} />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        <Group gap="sm">
          <ExportCsvButton
            path={`/api/time_entry/all/${me.law_firm.id}/export`}
            query={timeEntriesQuery(filters, sort)}
            fileName="time-entries"
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ entry: null })}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <TimeEntryFilters value={filters} onChange={changeFilters} canReadAll={ability.can('read', 'time_entries')} />
      <Paper withBorder>
        <Group justify="space-between" p="sm" gap="sm">
          <Group gap="xs">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={opened}
              aria-controls={tableId}
              aria-label={opened ? t('table.collapse') : t('table.expand')}
              onClick={() => setOpened((value) => !value)}
            >
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: opened ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }}
              />
            </ActionIcon>
            <Title order={2} size="h4">
              {t('table.heading')}
            </Title>
            {list.data && <Badge variant="light">{format.number(list.data.totals.count)}</Badge>}
          </Group>
          {selected.size > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('table.selected', { count: selected.size })}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => setSelected(new Map())}>
                {t('table.clearSelection')}
              </Button>
              <Button size="xs" leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={createInvoice}>
                {t('table.createInvoice')}
              </Button>
            </Group>
          )}
        </Group>
        <Collapse expanded={opened} id={tableId}>
          {body}
        </Collapse>
      </Paper>
      <TimeEntryDetails
        entry={viewing}
        canEdit={viewing !== null && canEdit(viewing)}
        onEdit={(entry) => {
          setViewing(null);
          setEditing({ entry });
        }}
        onClose={() => setViewing(null)}
      />
      <TimeRecordModal
        opened={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
        onFinished={(outcome) => {
          if (outcome === 'deleted' && editing?.entry) toggle(editing.entry, false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={deleting ? t('delete.message', { date: format.day(deleting.dateRecorded) }) : ''}
        pending={deletePending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
