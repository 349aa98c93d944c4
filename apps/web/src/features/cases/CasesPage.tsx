import { CASE_STATUSES, CASES_PAGE_SIZE, type CaseSortColumn } from '@counsel/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type CasesStatusFilter, firmCasesQuery, NOT_CLOSED, useFirmCases } from '../../entities/case/use-cases';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { casesNs } from '../../locales/cases';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { useListSort } from '../../ui/use-list-sort';
import { AddFoiaCaseDialog } from './AddFoiaCaseDialog';
import { caseStatusLabel } from './CaseStatusBadge';
import { CasesTable } from './CasesTable';
import { CaseWizard } from './wizard/CaseWizard';

/** The firm's cases: search by title or client, filter by status, paged on the server. */
export default function CasesPage() {
  const { t } = useTranslation(casesNs);
  const ability = useAbility();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  // The dashboard's "Open cases" card links here with ?open=true: the list starts at what it counted.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<CasesStatusFilter | null>(params.get('open') === 'true' ? NOT_CLOSED : null);
  const [page, setPage] = useState(1);
  const [newCaseOpened, newCase] = useDisclosure(false);
  const [foiaOpened, foia] = useDisclosure(false);
  const { sort, onSort } = useListSort<CaseSortColumn>({ sort: 'created_at', order: 'desc' }, () => setPage(1));
  const cases = useFirmCases({ page, q, status, ...sort });
  const lawFirmId = useMe().user.law_firm_id;
  const canCreate = ability.can('create', 'cases');
  const openCase = (clientId: number, caseId: number) => navigate(toPath(`/client/${clientId}/cases/${caseId}`));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed">{t('list.description')}</Text>
        </div>
        <Group gap="xs">
          <ExportCsvButton
            path={`/api/law-firm/${lawFirmId}/cases/export`}
            query={firmCasesQuery({ q, status, ...sort })}
            fileName="cases"
          />
          {canCreate && (
            <>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={foia.open}>
                {t('foia.open')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={newCase.open}>
                {t('newCase.open')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          miw={260}
        />
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          data={[
            { value: NOT_CLOSED, label: t('list.notClosed') },
            ...CASE_STATUSES.map((value) => ({ value, label: caseStatusLabel(t, value) })),
          ]}
          value={status}
          onChange={(value) => {
            setStatus(value as CasesStatusFilter | null);
            setPage(1);
          }}
        />
      </Group>
      {cases.isPending ? (
        <PageLoader />
      ) : cases.isError ? (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          {errorMessage(t, cases.error)}
        </Alert>
      ) : cases.data.total === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{q.trim() || status ? t('list.noMatches') : t('list.empty')}</Text>
        </Paper>
      ) : (
        <Paper withBorder p="md">
          <Stack>
            <Text size="sm" c="dimmed">
              {t('list.count', { count: cases.data.total })}
            </Text>
            <CasesTable cases={cases.data.cases} onOpen={openCase} sort={sort} onSort={onSort} />
            <Pager page={page} totalPages={totalPagesOf(cases.data.total, CASES_PAGE_SIZE)} onChange={setPage} />
          </Stack>
        </Paper>
      )}
      <CaseWizard
        opened={newCaseOpened}
        onClose={newCase.close}
        onCreated={(created) => openCase(created.client_id, created.id)}
      />
      <AddFoiaCaseDialog opened={foiaOpened} onClose={foia.close} />
    </Stack>
  );
}
