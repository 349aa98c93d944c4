/**
 * §2 "Case member assignment": employees picked one by one from a dropdown, shown as removable cards (photo,
 * name, position), with Cancel and 'Assign now'. A preselected employee goes straight into the list.
 */
import { CASE_MEMBERS_MAX_PER_ASSIGNMENT, caseMemberAssignmentRequest, type LightUser } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CloseButton, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { caseMembersNs } from '../../../locales/caseMembers';
import { Avatar } from '../../../ui/Avatar';
import { toast } from '../../../ui/toast';
import { memberErrorMessage, useAssignCaseMembers } from './use-case-members';

interface Props {
  caseId: number;
  caseTitle: string;
  preselectedEmployeeId?: number | null;
  onClose: () => void;
}

/**
 * The chosen employees as the API's request checks them (at least one, at most the limit). The request also
 * reads form data (the list as JSON text); the form always holds the list itself.
 */
const membersSchema = z.object({
  employees: caseMemberAssignmentRequest.shape.employees as unknown as z.ZodType<number[], number[]>,
});

export function AssignCaseMembersModal({ caseId, caseTitle, preselectedEmployeeId = null, onClose }: Props) {
  const { t } = useTranslation(caseMembersNs);
  const users = useLightUsers();
  const assign = useAssignCaseMembers(caseId);
  // Assign now waits for an employee, so the schema only guards the request; the ids go on as chosen.
  const form = useForm({
    resolver: zodResolver(membersSchema, { error: translatedErrorMap(t) }, { raw: true }),
    defaultValues: { employees: preselectedEmployeeId ? [preselectedEmployeeId] : [] },
  });
  const chosen = form.watch('employees');

  const byId = new Map((users.data ?? []).map((user) => [user.id, user]));
  const options = (users.data ?? [])
    .filter((user) => !chosen.includes(user.id))
    .map((user) => ({ value: String(user.id), label: user.full_name }));
  const full = chosen.length >= CASE_MEMBERS_MAX_PER_ASSIGNMENT;

  const add = (value: string | null) => {
    if (!value || full) return;
    form.setValue('employees', [...chosen, Number(value)]);
  };
  const remove = (id: number) =>
    form.setValue(
      'employees',
      chosen.filter((other) => other !== id),
    );

  const submit = form.handleSubmit(async ({ employees }) => {
    try {
      await assign.mutateAsync(employees);
      toast.success(t('assign.assigned', { count: employees.length }));
      onClose();
    } catch (error) {
      toast.error(memberErrorMessage(t, error), t('assign.failed'));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('assign.title', { case: caseTitle })}
      size="lg"
      closeOnClickOutside={!assign.isPending}
      closeOnEscape={!assign.isPending}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Select
            label={t('assign.employee')}
            placeholder={t('assign.employeePlaceholder')}
            data={options}
            value={null}
            onChange={add}
            searchable
            nothingFoundMessage={t('assign.noEmployees')}
            disabled={users.isPending || full}
            data-autofocus
          />
          {chosen.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('assign.noneChosen')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" aria-label={t('assign.chosen')} p={0} m={0} style={{ listStyle: 'none' }}>
              {chosen.map((id) => (
                <ChosenCard key={id} user={byId.get(id)} onRemove={() => remove(id)} />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending} disabled={chosen.length === 0}>
              {t('assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ChosenCard({ user, onRemove }: { user: LightUser | undefined; onRemove: () => void }) {
  const { t } = useTranslation(caseMembersNs);
  const name = user?.full_name ?? t('assign.unknownEmployee');
  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar name={name} image={user?.image ?? null} size="sm" />
          <div>
            <Text truncate dir="auto">
              {name}
            </Text>
            {user?.position && (
              <Text size="xs" c="dimmed">
                {t(`common:positions.${user.position}`, { defaultValue: user.position })}
              </Text>
            )}
          </div>
        </Group>
        <CloseButton aria-label={t('assign.remove', { name })} onClick={onRemove} />
      </Group>
    </Paper>
  );
}
