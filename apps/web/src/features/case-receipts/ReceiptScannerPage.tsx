/**
 * /receipt-scanner/scanner (spec §2): the firm's USCIS receipts, filtered, sorted and paged on the server and
 * exported as CSV, with the receipt number dialog (manual entry) and the government status lookup.
 */
import type { CaseReceipt, CaseReceiptSortColumn } from '@counsel/domain';
import { Alert, Badge, Button, CloseButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { useListSort } from '../../ui/use-list-sort';
import { ReceiptDialog } from './ReceiptDialog';
import { ReceiptsTable } from './ReceiptsTable';
import { UscisLimitAlert } from './UscisLimitAlert';
import { RECEIPTS_PAGE_SIZE, receiptsQuery, useReceiptsPage } from './use-case-receipts';
import { useStatusLookup } from './use-status-lookup';
import { useUscisLimit } from './use-uscis-limit';

export default function ReceiptScannerPage() {
  const { t } = useTranslation(caseReceiptsNs);
  const me = useMe();
  const canEdit = useAbility().can('update', 'cases');
  const limit = useUscisLimit();
  const lookup = useStatusLookup(limit.markReached);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [formType, setFormType] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ editing: CaseReceipt | null } | null>(null);
  const { sort, onSort } = useListSort<CaseReceiptSortColumn>({ sort: 'created_at', order: 'desc' }, () => setPage(1));
  const [params, setParams] = useSearchParams();
  const changedParam = Number.parseInt(params.get('changed_days') ?? '', 10);
  const changedDays = changedParam >= 1 && changedParam <= 90 ? changedParam : null;
  const filter = { q: debouncedSearch, status, formType, changedDays, ...sort };
  const receipts = useReceiptsPage(me.law_firm.id, { page, ...filter });
  const filtered = Boolean(debouncedSearch || status || formType || changedDays);
  const options = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

  let body: ReactNode;
  if (receipts.isPending) body = <PageLoader />;
  else if (receipts.isError) {
    body = (
      <Alert color="red" role="alert" title={t('list.loadError')}>
        {errorMessage(t, receipts.error)}
      </Alert>
    );
  } else if (receipts.data.total === 0) {
    body = (
      <Paper withBorder p="lg">
        <Text c="dimmed">{filtered ? t('list.noMatches') : t('list.empty')}</Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('list.count', { count: receipts.data.total })}
        </Text>
        <ReceiptsTable
          receipts={receipts.data.case_receipts}
          sorting={{ sort, onSort }}
          showCase
          canEdit={canEdit}
          blocked={limit.blocked}
          checking={lookup.isPending ? (lookup.variables ?? null) : null}
          onCheck={(receipt) => lookup.mutate(receipt.receipt_number)}
          onEdit={(receipt) => setDialog({ editing: receipt })}
        />
        <Pager page={page} totalPages={totalPagesOf(receipts.data.total, RECEIPTS_PAGE_SIZE)} onChange={setPage} />
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
          <Text size="sm" c="dimmed">
            {t('limit.used', { used: limit.used, limit: limit.limit })}
          </Text>
        </div>
        <Group gap="sm">
          <ExportCsvButton
            path={`/api/case-receipt/law_firm/${me.law_firm.id}/export`}
            query={receiptsQuery(filter)}
            fileName="case-receipts"
          />
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={limit.blocked}
              onClick={() => setDialog({ editing: null })}
            >
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      {limit.blocked && <UscisLimitAlert />}
      {lookup.data?.sandbox && (
        <Group gap="xs">
          <Badge color="grape" variant="light">
            {t('sandbox')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('sandboxHint')}
          </Text>
        </Group>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          dir="ltr"
          maxLength={40}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minInlineSize: 220 }}
        />
        <Select
          label={t('list.statusFilter')}
          placeholder={t('list.all')}
          data={options(receipts.data?.statuses)}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={260}
        />
        <Select
          label={t('list.formTypeFilter')}
          placeholder={t('list.all')}
          data={options(receipts.data?.form_types)}
          value={formType}
          onChange={(value) => {
            setFormType(value);
            setPage(1);
          }}
          clearable
          w={160}
        />
      </Group>
      {changedDays !== null && (
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {t('list.changedFilter', { days: changedDays })}
          </Badge>
          <CloseButton
            size="sm"
            aria-label={t('list.clearChanged')}
            onClick={() => {
              setParams(new URLSearchParams());
              setPage(1);
            }}
          />
        </Group>
      )}
      {body}
      <ReceiptDialog
        opened={dialog !== null}
        lawFirmId={me.law_firm.id}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onLimit={limit.markReached}
      />
    </Stack>
  );
}
