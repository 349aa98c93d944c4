import type { ParticipantType } from '@counsel/domain';
import {
  Alert,
  Button,
  Group,
  Avatar as MantineAvatar,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { UnexpectedFormatError, useParticipantTypes } from '../../entities/firm/use-participant-types';
import { useAbility } from '../../lib/current-user';
import { useLocale, useLocalePath } from '../../lib/locale';
import { participantTypesNs } from '../../locales/participantTypes';
import { ActionMenu } from '../../ui/ActionMenu';
import { Avatar } from '../../ui/Avatar';
import { PageLoader } from '../../ui/PageLoader';
import { DeleteParticipantTypeDialog } from './DeleteParticipantTypeDialog';
import { ParticipantTypeModal } from './ParticipantTypeModal';

/** Settings › Participant types: the firm's types with their descriptions and employees, and a create modal. */
export default function ParticipantTypesPage() {
  const { t } = useTranslation(participantTypesNs);
  const ability = useAbility();
  const types = useParticipantTypes();
  const [modal, setModal] = useState<{ editing: ParticipantType | null } | null>(null);
  const [deleting, setDeleting] = useState<ParticipantType | null>(null);

  const header = (
    <Stack gap="xs">
      <BackButton />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        {ability.can('create', 'participant_types') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ editing: null })}>
            {t('create')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  let body: ReactNode;
  if (types.isPending) body = <PageLoader />;
  else if (types.isError) {
    body = (
      <Alert color="red" role="alert">
        {types.error instanceof UnexpectedFormatError ? t('errors.unexpectedFormat') : t('errors.fetch')}
      </Alert>
    );
  } else if (types.data.length === 0) {
    body = (
      <Paper withBorder p="lg">
        <Text c="dimmed">{t('empty')}</Text>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.description')}</Table.Th>
                <Table.Th>{t('fields.employees')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common:actions.more')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.data.map((type) => (
                <Table.Tr key={type.id}>
                  <Table.Td fw={500} dir="auto">
                    {type.name}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {type.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <EmployeeAvatars users={type.users} />
                  </Table.Td>
                  <Table.Td>
                    <ActionMenu
                      label={t('actionsFor', { name: type.name })}
                      canEdit={ability.can('update', 'participant_types')}
                      canDelete={ability.can('delete', 'participant_types')}
                      onEdit={() => setModal({ editing: type })}
                      onDelete={() => setDeleting(type)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      {body}
      <ParticipantTypeModal opened={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
      <DeleteParticipantTypeDialog type={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function EmployeeAvatars({ users }: { users: ParticipantType['users'] }) {
  const { t } = useTranslation(participantTypesNs);
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noEmployeesAssigned')}
      </Text>
    );
  }
  return (
    <Tooltip.Group>
      <MantineAvatar.Group spacing="sm">
        {users.map((user) => (
          <Tooltip key={user.id} label={user.full_name} withArrow>
            <Avatar name={user.full_name} image={user.image} size="sm" />
          </Tooltip>
        ))}
      </MantineAvatar.Group>
    </Tooltip.Group>
  );
}

/** Back to where the user came from; straight to the dashboard when the page was opened directly. */
function BackButton() {
  const { t } = useTranslation(participantTypesNs);
  const navigate = useNavigate();
  const location = useLocation();
  const toPath = useLocalePath();
  const { locale } = useLocale();
  const Icon = locale === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Group>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<Icon size={16} />}
        onClick={() => (location.key === 'default' ? navigate(toPath('/main')) : navigate(-1))}
      >
        {t('back')}
      </Button>
    </Group>
  );
}
