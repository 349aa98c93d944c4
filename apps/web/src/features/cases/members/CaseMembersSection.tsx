/** The case profile's "Team" section: the case members, each removable after a confirmation, and "Assign members". */
import type { CasePerson } from '@counsel/domain';
import { Alert, Button, CloseButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { useAbility } from '../../../lib/current-user';
import { caseMembersNs } from '../../../locales/caseMembers';
import { Avatar } from '../../../ui/Avatar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { AssignCaseMembersModal } from './AssignCaseMembersModal';
import { memberErrorMessage, useCaseMembers, useRemoveCaseMember } from './use-case-members';

interface Props {
  caseId: number;
  caseTitle: string;
  /** A CLOSED case's team does not change until it is reopened. */
  closed?: boolean;
  /** How many team leads the profile lists above: with leads, the team is not empty, only without other members. */
  teamLeadCount?: number;
}

export function CaseMembersSection({ caseId, caseTitle, closed = false, teamLeadCount = 0 }: Props) {
  const { t } = useTranslation(caseMembersNs);
  const ability = useAbility();
  const mayChange = ability.can('update', 'cases') && !closed;
  const members = useCaseMembers(caseId);
  // Positions come from the firm's employee list; the members call carries names and photos only.
  const users = useLightUsers();
  const positionOf = new Map((users.data ?? []).map((user) => [user.id, user.position]));
  const removal = useRemoveCaseMember(caseId);
  const [assigning, setAssigning] = useState(false);
  const [leaving, setLeaving] = useState<CasePerson | null>(null);

  const confirmRemoval = async () => {
    if (!leaving) return;
    try {
      await removal.mutateAsync(leaving.id);
      toast.success(t('section.removed', { name: leaving.full_name }));
      setLeaving(null);
    } catch (error) {
      toast.error(memberErrorMessage(t, error), t('section.removeFailed'));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-members">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="case-members">
          {t('section.title')}
        </Title>
        {mayChange && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAssigning(true)}
          >
            {t('section.assign')}
          </Button>
        )}
      </Group>
      {members.isPending ? (
        <Loader size="sm" aria-label={t('section.loading')} />
      ) : members.isError ? (
        <Alert color="red" role="alert">
          {t('section.loadError')}
        </Alert>
      ) : members.data.members.length === 0 ? (
        <Text c="dimmed">{t(teamLeadCount > 0 ? 'section.onlyLeads' : 'section.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('section.title')}>
          {members.data.members.map((member) => {
            const position = positionOf.get(member.id);
            return (
              <Group component="li" key={member.id} gap="sm" justify="space-between" style={{ listStyle: 'none' }}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={member.full_name} image={member.image} size="md" />
                  <div>
                    <Text fw={500}>
                      <bdi>{member.full_name}</bdi>
                    </Text>
                    {position && (
                      <Text size="sm" c="dimmed">
                        {t(`common:positions.${position}`, { defaultValue: position })}
                      </Text>
                    )}
                  </div>
                </Group>
                {mayChange && (
                  <CloseButton
                    aria-label={t('section.remove', { name: member.full_name })}
                    onClick={() => setLeaving(member)}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {assigning && (
        <AssignCaseMembersModal caseId={caseId} caseTitle={caseTitle} onClose={() => setAssigning(false)} />
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title={t('section.removeTitle')}
        message={t('section.removeMessage', { name: leaving?.full_name ?? '', case: caseTitle })}
        confirmLabel={t('section.removeConfirm')}
        pending={removal.isPending}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setLeaving(null)}
      />
    </Paper>
  );
}
