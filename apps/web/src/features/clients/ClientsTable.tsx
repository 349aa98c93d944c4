import type { ClientListItem, ClientSortColumn } from '@counsel/domain';
import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../lib/locale';
import { clientsNs } from '../../locales/clients';
import { Avatar } from '../../ui/Avatar';
import { countryNameOf } from '../../ui/address/place-names';
import { formatPhoneForDisplay } from '../../ui/phone-number';
import { type ListSort, SortableTh } from '../../ui/SortableTh';

interface ClientsTableProps {
  clients: ClientListItem[];
  onOpen: (clientId: number) => void;
  formatDate: (iso: string) => string;
  fullName: (client: ClientListItem) => string;
  sort: ListSort<ClientSortColumn>;
  onSort: (next: ListSort<ClientSortColumn>) => void;
}

/** The table's columns in order, each with the server's sort column and its title's key. */
const SORTED_COLUMNS: ReadonlyArray<readonly [ClientSortColumn, string]> = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone_number', 'phone'],
  ['location', 'location'],
  ['created_at', 'since'],
];

/** One row per client; the whole row opens the client, and the name is a real link for keyboards. */
export function ClientsTable({ clients, onOpen, formatDate, fullName, sort, onSort }: ClientsTableProps) {
  const { t } = useTranslation(clientsNs);
  const to = useLocalePath();
  const { locale } = useLocale();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {SORTED_COLUMNS.map(([column, label]) => (
                <SortableTh key={column} column={column} current={sort} onSort={onSort}>
                  {t(`list.columns.${label}`)}
                </SortableTh>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.map((client) => {
              const name = fullName(client);
              return (
                <Table.Tr key={client.id} onClick={() => onOpen(client.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar name={name} image={client.image} size="sm" />
                      <Anchor
                        component={Link}
                        to={to(`/client/${client.id}`)}
                        aria-label={t('list.open', { name })}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td dir={client.email ? 'ltr' : undefined} ta="start">
                    {client.email ?? '—'}
                  </Table.Td>
                  <Table.Td dir={client.phone_number ? 'ltr' : undefined} ta="start">
                    {client.phone_number ? formatPhoneForDisplay(client.phone_number) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[
                        client.city,
                        countryNameOf(
                          client.country_id ? { id: client.country_id, name: client.country ?? '' } : null,
                          locale,
                          client.country,
                        ),
                      ]
                        .filter(Boolean)
                        .join(locale === 'ar' ? '، ' : ', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(client.created_at)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
