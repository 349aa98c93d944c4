/** /clients: the firm's clients, searched and paged on the server; a row opens the client's page. */

import { CLIENTS_PAGE_SIZE, type ClientSortColumn, clientFullName } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { clientsNs } from '../../locales/clients';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import type { ListSort } from '../../ui/SortableTh';
import { AddClientModal } from './AddClientModal';
import { ClientFormModal } from './ClientFormModal';
import { ClientsTable } from './ClientsTable';
import { useClientList } from './use-clients';

export default function ClientsPage() {
  const { t } = useTranslation(clientsNs);
  const format = useFormat();
  const to = useLocalePath();
  const navigate = useNavigate();
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<ClientSortColumn>>({ sort: 'name', order: 'asc' });
  const [adding, setAdding] = useState<'short' | 'full' | null>(null);
  const query = useClientList({ page, q: debouncedSearch, ...sort });
  const lawFirmId = useMe().user.law_firm_id;
  const canCreate = ability.can('create', 'clients');
  const openProfile = (clientId: number) => navigate(to(`/client/${clientId}`));

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.page_size || CLIENTS_PAGE_SIZE))) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          {data && (
            <Text c="dimmed" size="sm">
              {t('list.total', { count: data.total })}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <ExportCsvButton
            path={`/api/law-firm/${lawFirmId}/client/export`}
            query={{ q: debouncedSearch.trim(), ...sort }}
            fileName="clients"
          />
          {canCreate && (
            <>
              <Button
                variant="default"
                leftSection={<IconMapPin size={16} aria-hidden />}
                onClick={() => setAdding('full')}
              >
                {t('list.addWithAddress')}
              </Button>
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding('short')}>
                {t('list.add')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        type="search"
      />

      {query.isError ? (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, query.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : data.clients.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {debouncedSearch.trim() ? t('list.noMatch', { query: debouncedSearch.trim() }) : t('list.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <ClientsTable
            clients={data.clients}
            onOpen={openProfile}
            formatDate={format.date}
            fullName={clientFullName}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
          <Pager page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}

      <AddClientModal
        opened={adding === 'short'}
        onClose={() => setAdding(null)}
        onAdded={({ client }) => openProfile(client.id)}
      />
      <ClientFormModal
        opened={adding === 'full'}
        clientId={null}
        onClose={() => setAdding(null)}
        onSaved={(client) => openProfile(client.id)}
      />
    </Stack>
  );
}
