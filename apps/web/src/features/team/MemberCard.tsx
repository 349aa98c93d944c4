/** One member of the team: photo or initials, name, position, email and the cases they lead, with a menu. */

import type { Employee } from '@counsel/domain';
import { Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconFileText, IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { teamNs } from '../../locales/team';
import { ActionMenu } from '../../ui/ActionMenu';
import { Avatar } from '../../ui/Avatar';

interface MemberCardProps {
  employee: Employee;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Given to those who may add employees: mails a new link to choose a password. */
  onResendInvitation?: (() => void) | undefined;
  /** Given to those who may hand out forms: opens the filling screen with this employee preselected to assign. */
  onAssignForm?: (() => void) | undefined;
}

export function MemberCard({
  employee,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onResendInvitation,
  onAssignForm,
}: MemberCardProps) {
  const { t } = useTranslation(teamNs);
  const headingId = `member-${employee.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar name={employee.full_name} image={employee.image} size="lg" />
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate id={headingId}>
              {employee.full_name}
            </Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {employee.position ? t(`common:positions.${employee.position}`) : t('card.noPosition')}
              </Text>
              {employee.is_admin && (
                <Badge size="xs" variant="light">
                  {t('card.admin')}
                </Badge>
              )}
              {employee.invitation_pending && (
                <Badge size="xs" variant="light" color="yellow">
                  {t('card.invitationPending')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <ActionMenu
          label={t('card.actions', { name: employee.full_name })}
          canEdit={canEdit}
          canDelete={canDelete}
          onEdit={onEdit}
          onDelete={onDelete}
        >
          {onResendInvitation && (
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={onResendInvitation}>
              {t('card.resendInvitation')}
            </Menu.Item>
          )}
          {onAssignForm && (
            <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={onAssignForm}>
              {t('card.assignForm')}
            </Menu.Item>
          )}
        </ActionMenu>
      </Group>
      <Stack gap={4} mt="md">
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Text size="sm" truncate>
            {employee.email}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBriefcase size={16} aria-hidden />
          <Text size="sm">{t('card.totalCases', { count: employee.total_cases })}</Text>
        </Group>
        {employee.invitation_pending && onResendInvitation && (
          // Pending invitations are what people come to this page to chase: the action is on the card, not only in the menu.
          <Button
            variant="light"
            size="xs"
            mt="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={onResendInvitation}
            aria-label={t('card.resendTo', { name: employee.full_name })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('card.resendInvitation')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
