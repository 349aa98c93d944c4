/**
 * The team: member cards, 6 at first and 6 more per Show more; adding an employee for those with
 * ADD_EMPLOYEE; editing and removing (after a confirmation) from each card's menu.
 */

import type { Employee } from '@counsel/domain';
import { Alert, Button, Center, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useCan, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { teamNs } from '../../locales/team';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { AddEmployeeModal } from './AddEmployeeModal';
import { MemberCard } from './MemberCard';
import { teamErrorMessage } from './team-errors';
import { useRemoveEmployee, useResendInvitation, useTeamMembers } from './use-team';

export default function TeamPage() {
  const { t } = useTranslation(teamNs);
  const me = useMe();
  const can = useCan();
  const ability = useAbility();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const members = useTeamMembers();
  const remove = useRemoveEmployee();
  const resend = useResendInvitation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Employee | null>(null);

  const header = (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('common:pages.team.description')}</Text>
      </div>
      {can('ADD_EMPLOYEE') && (
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          {t('add.open')}
        </Button>
      )}
    </Group>
  );

  if (members.isPending) return <PageLoader />;
  if (members.isError) {
    return (
      <Stack>
        {header}
        <Alert color="red" role="alert">
          {errorMessage(t, members.error)}
        </Alert>
      </Stack>
    );
  }

  const employees = members.data.pages.flatMap((page) => page.employees);
  const total = members.data.pages[0]?.total ?? 0;
  const isSelf = (employee: Employee) => employee.id === me.user.id;
  const canEdit = (employee: Employee) => isSelf(employee) || ability.can('update', 'employees');
  const canDelete = (employee: Employee) =>
    !isSelf(employee) && ability.can('delete', 'employees') && (!employee.is_admin || me.user.is_admin);

  const resendInvitation = (employee: Employee) =>
    resend.mutate(employee.id, {
      onSuccess: () => toast.success(t('card.invitationSent', { email: employee.email })),
      onError: (error) => toast.error(teamErrorMessage(t, error)),
    });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('remove.success', { name: removing.full_name }));
        setRemoving(null);
      },
      onError: (error) => toast.error(teamErrorMessage(t, error)),
    });
  };

  return (
    <Stack gap="lg">
      {header}
      {employees.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('page.empty')}</Text>
        </Paper>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-label={t('page.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {employees.map((employee) => (
            <li key={employee.id}>
              <MemberCard
                employee={employee}
                canEdit={canEdit(employee)}
                canDelete={canDelete(employee)}
                onEdit={() => navigate(toPath(`/team/${employee.id}/edit-profile`))}
                onDelete={() => setRemoving(employee)}
                onResendInvitation={
                  can('ADD_EMPLOYEE') && !isSelf(employee) ? () => resendInvitation(employee) : undefined
                }
                onAssignForm={
                  ability.can('create', 'forms')
                    ? () => navigate(toPath(`/forms/fill?assign_to=${employee.id}`))
                    : undefined
                }
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {members.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
            {t('page.showMore')}
          </Button>
        </Center>
      )}

      <AddEmployeeModal opened={adding} onClose={() => setAdding(false)} atMaxUsers={total >= me.plan.max_users} />
      <Modal
        opened={removing !== null}
        onClose={() => !remove.isPending && setRemoving(null)}
        title={t('remove.title')}
      >
        <Stack>
          <Text>{t('remove.confirm', { name: removing?.full_name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('remove.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
