import { type Contact, type ContactSortColumn, isOrganisationType } from '@counsel/domain';
import { Badge, Button, Group, Menu, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParticipantTypeChoices } from '../../entities/firm/use-participant-types';
import { contactsNs } from '../../locales/contacts';
import { ActionMenu } from '../../ui/ActionMenu';
import { Avatar } from '../../ui/Avatar';
import { formatPhoneForDisplay } from '../../ui/phone-number';
import { type ListSort, SortableTh } from '../../ui/SortableTh';

interface ContactsTableProps {
  contacts: Contact[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onSetPrimary: (organisation: Contact) => void;
  sort: ListSort<ContactSortColumn>;
  onSort: (next: ListSort<ContactSortColumn>) => void;
}

const TYPE_COLORS: Record<string, string> = {
  individual: 'blue',
  employee: 'grape',
  court: 'orange',
  government_agency: 'teal',
  law_firm: 'indigo',
  company: 'cyan',
  school: 'lime',
  other: 'gray',
};

export function ContactsTable({
  contacts,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onSetPrimary,
  sort,
  onSort,
}: ContactsTableProps) {
  const { t } = useTranslation(contactsNs);
  const types = useParticipantTypeChoices();
  const typeName = new Map((types.data ?? []).map((type) => [type.id, type.name]));

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="name" current={sort} onSort={onSort}>
                {t('list.columns.name')}
              </SortableTh>
              <SortableTh column="contact_type" current={sort} onSort={onSort}>
                {t('list.columns.type')}
              </SortableTh>
              <SortableTh column="phone_number" current={sort} onSort={onSort}>
                {t('list.columns.phone')}
              </SortableTh>
              <Table.Th>{t('list.columns.primaryContact')}</Table.Th>
              <Table.Th>{t('list.columns.participantTypes')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('common:actions.more')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.map((contact) => {
              const isClient = contact.related_entity_type === 'client';
              // Employees and clients are changed from their own pages; the server refuses it here too.
              const ownRow = contact.id !== null && !isClient;
              const organisation = isOrganisationType(contact.contact_type);
              return (
                <Table.Tr key={contact.id ?? `employee-${contact.related_entity_id}`}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar name={contact.name} size="sm" />
                      <Stack gap={0}>
                        <Text size="sm" fw={500} dir="auto">
                          {contact.name}
                        </Text>
                        {contact.email && (
                          <Text size="xs" c="dimmed" dir="ltr" style={{ textAlign: 'start' }}>
                            {contact.email}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" tt="none" color={TYPE_COLORS[contact.contact_type] ?? 'gray'}>
                        {t(`types.${contact.contact_type}`)}
                      </Badge>
                      {isClient && (
                        <Badge variant="outline" tt="none" color="gray">
                          {t('list.clientBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="ltr" style={{ textAlign: 'start' }}>
                      {contact.phone_number ? formatPhoneForDisplay(contact.phone_number) : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {organisation ? (
                      <PrimaryCell contact={contact} canEdit={canEdit} onSetPrimary={() => onSetPrimary(contact)} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {contact.participant_type_ids.flatMap((id) =>
                        typeName.has(id)
                          ? [
                              <Badge key={id} size="sm" variant="dot" tt="none">
                                {typeName.get(id)}
                              </Badge>,
                            ]
                          : [],
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {ownRow && (
                      <ActionMenu
                        label={t('list.actionsFor', { name: contact.name })}
                        canEdit={canEdit}
                        canDelete={canDelete}
                        onEdit={() => onEdit(contact)}
                        onDelete={() => onDelete(contact)}
                      >
                        {organisation && canEdit && (
                          <Menu.Item leftSection={<IconUserStar size={16} />} onClick={() => onSetPrimary(contact)}>
                            {t('primary.set')}
                          </Menu.Item>
                        )}
                      </ActionMenu>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function PrimaryCell({
  contact,
  canEdit,
  onSetPrimary,
}: {
  contact: Contact;
  canEdit: boolean;
  onSetPrimary: () => void;
}) {
  const { t } = useTranslation(contactsNs);
  if (contact.primary_contact_name) return <Text size="sm">{contact.primary_contact_name}</Text>;
  if (!canEdit) {
    return (
      <Text size="sm" c="dimmed">
        {t('primary.none')}
      </Text>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      onClick={onSetPrimary}
      aria-label={t('primary.setFor', { name: contact.name })}
    >
      {t('primary.set')}
    </Button>
  );
}
