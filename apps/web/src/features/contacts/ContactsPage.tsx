import { CONTACT_TYPES, type Contact, type ContactSortColumn, type ContactType } from '@counsel/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { contactsNs } from '../../locales/contacts';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { useListSort } from '../../ui/use-list-sort';
import { ContactFormDialog } from './ContactFormDialog';
import { ContactsTable } from './ContactsTable';
import { DeleteContactDialog } from './DeleteContactDialog';
import { PrimaryContactDialog } from './PrimaryContactDialog';
import { CONTACTS_PAGE_SIZE, contactsQuery, useContactsPage } from './use-contacts';

/** /contacts: the firm's contacts, searched and paged on the server, with the add-contact dialog. */
export default function ContactsPage() {
  const { t } = useTranslation(contactsNs);
  const ability = useAbility();
  const [page, setPage] = useState(1);
  // The header's search opens a contact as this list searched for its name (?q=).
  const linkedSearch = useSearchParams()[0].get('q') ?? '';
  const [search, setSearch] = useState(linkedSearch);
  useEffect(() => {
    setSearch(linkedSearch);
    setPage(1);
  }, [linkedSearch]);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [contactType, setContactType] = useState<ContactType | null>(null);
  const [form, setForm] = useState<{ editing: Contact | null } | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [primaryFor, setPrimaryFor] = useState<Contact | null>(null);
  const { sort, onSort } = useListSort<ContactSortColumn>({ sort: 'name', order: 'asc' }, () => setPage(1));
  const contacts = useContactsPage({ page, q: debouncedSearch, contactType, ...sort });

  const typeOptions = CONTACT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));

  let body: ReactNode;
  if (contacts.isPending) body = <PageLoader />;
  else if (contacts.isError) {
    body = (
      <Alert color="red" role="alert" title={t('list.loadError')}>
        {errorMessage(t, contacts.error)}
      </Alert>
    );
  } else if (contacts.data.total === 0) {
    body = (
      <Paper withBorder p="lg">
        <Text c="dimmed">{debouncedSearch || contactType ? t('list.noMatches') : t('list.empty')}</Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('list.count', { count: contacts.data.total })}
        </Text>
        <ContactsTable
          contacts={contacts.data.contacts}
          canEdit={ability.can('update', 'contacts')}
          canDelete={ability.can('delete', 'contacts')}
          onEdit={(contact) => setForm({ editing: contact })}
          onDelete={setDeleting}
          onSetPrimary={setPrimaryFor}
          sort={sort}
          onSort={onSort}
        />
        <Pager page={page} totalPages={totalPagesOf(contacts.data.total, CONTACTS_PAGE_SIZE)} onChange={setPage} />
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
            path="/api/contacts/export"
            query={contactsQuery({ q: debouncedSearch, contactType, ...sort })}
            fileName="contacts"
          />
          {ability.can('create', 'contacts') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minInlineSize: 220 }}
        />
        <Select
          label={t('list.typeFilter')}
          placeholder={t('list.allTypes')}
          data={typeOptions}
          value={contactType}
          onChange={(value) => {
            setContactType(value as ContactType | null);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {body}
      <ContactFormDialog opened={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />
      <PrimaryContactDialog organisation={primaryFor} onClose={() => setPrimaryFor(null)} />
    </Stack>
  );
}
