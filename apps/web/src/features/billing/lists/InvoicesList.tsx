import { INVOICES_PAGE_SIZE, type InvoiceSortColumn } from '@counsel/domain';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { invoicesNs } from '../../../locales/invoices';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { NoAccess } from '../../../ui/NoAccess';
import { NotFound } from '../../../ui/NotFound';
import { PageLoader } from '../../../ui/PageLoader';
import { Pager } from '../../../ui/Pager';
import { totalPagesOf } from '../../../ui/pager-items';
import { useListSort } from '../../../ui/use-list-sort';
import { InvoiceFiltersBar } from './InvoiceFiltersBar';
import { InvoicesTable } from './InvoicesTable';
import {
  type InvoiceFilters,
  type InvoicesScope,
  invoicesQuery,
  isFiltered,
  NO_INVOICE_FILTERS,
  scopePath,
  useInvoicesPage,
} from './use-invoices';

export const SEARCH_DEBOUNCE_MS = 300;

interface InvoicesListProps {
  scope: InvoicesScope;
  showClient: boolean;
}

/** Filters, one page of invoices and the pager; every filter change starts again from page 1. */
export function InvoicesList({ scope, showClient }: InvoicesListProps) {
  const { t } = useTranslation(invoicesNs);
  const ability = useAbility();
  const [typed, setTyped] = useState<InvoiceFilters>(NO_INVOICE_FILTERS);
  const [search] = useDebouncedValue(typed.search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const filters = useMemo(() => ({ ...typed, search: search.trim() }), [typed, search]);
  const { sort, onSort } = useListSort<InvoiceSortColumn>({ sort: 'date_issued', order: 'desc' }, () => setPage(1));
  const list = useInvoicesPage(scope, filters, page, sort);

  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError) {
    if (isApiError(list.error, 'forbidden')) return <NoAccess />;
    if (isApiError(list.error, 'not_found')) return <NotFound />;
    body = (
      <Alert color="red" role="alert" title={t('list.loadError')}>
        {errorMessage(t, list.error)}
      </Alert>
    );
  } else if (list.data.total === 0) {
    body = (
      <Paper withBorder p="lg">
        <Text c="dimmed">{isFiltered(filters) ? t('list.noMatches') : t('list.empty')}</Text>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('list.count', { count: list.data.total })}
            </Text>
            <ExportCsvButton
              path={`${scopePath(scope)}/export`}
              query={invoicesQuery(filters, sort)}
              fileName="invoices"
            />
          </Group>
          <InvoicesTable
            invoices={list.data.items}
            showClient={showClient}
            canEdit={ability.can('update', 'invoices')}
            sort={sort}
            onSort={onSort}
          />
          <Pager page={page} totalPages={totalPagesOf(list.data.total, INVOICES_PAGE_SIZE)} onChange={setPage} />
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <InvoiceFiltersBar
        value={typed}
        onChange={(next) => {
          setTyped(next);
          setPage(1);
        }}
      />
      {body}
    </Stack>
  );
}
