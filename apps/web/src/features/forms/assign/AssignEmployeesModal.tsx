/**
 * §2 "Assign-employees-to-document-filling form": colleagues picked one by one from a dropdown, shown as
 * removable cards, with Cancel and 'Assign now'. A preselected employee goes straight into the list.
 */
import { DOCUMENT_FILLING_MAX_EMPLOYEES, DOCUMENT_FILLING_NOTE_MAX_LENGTH } from '@counsel/domain';
import { CloseButton, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { errorMessage } from '../../../lib/api-errors';
import { documentFillingsNs } from '../../../locales/documentFillings';
import { Avatar } from '../../../ui/Avatar';
import { DialogFooter } from '../../../ui/DialogFooter';
import { toast } from '../../../ui/toast';
import { type FillingSubject, useAssignDocumentFilling } from './use-document-fillings';

interface Props {
  subject: FillingSubject;
  /** The form's name, said in the dialog's title. */
  formName: string;
  preselectedEmployeeId?: number | null;
  onClose: () => void;
}

export function AssignEmployeesModal({ subject, formName, preselectedEmployeeId = null, onClose }: Props) {
  const { t } = useTranslation(documentFillingsNs);
  const users = useLightUsers();
  const assign = useAssignDocumentFilling();
  const [chosen, setChosen] = useState<number[]>(preselectedEmployeeId ? [preselectedEmployeeId] : []);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const byId = new Map((users.data ?? []).map((user) => [user.id, user]));
  const options = (users.data ?? [])
    .filter((user) => !chosen.includes(user.id))
    .map((user) => ({ value: String(user.id), label: user.full_name }));
  const full = chosen.length >= DOCUMENT_FILLING_MAX_EMPLOYEES;

  const add = (value: string | null) => {
    if (!value || full) return;
    setChosen((current) => [...current, Number(value)]);
    setProblem(null);
  };
  const remove = (id: number) => setChosen((current) => current.filter((other) => other !== id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem(t('assign.noneChosen'));
      return;
    }
    try {
      await assign.mutateAsync({ subject, employees: chosen, note });
      toast.success(t('assign.assigned', { count: chosen.length }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(t, error), t('assign.failed'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('assign.title', { form: formName })} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Select
            label={t('assign.employee')}
            description={t('assign.employeeHint')}
            placeholder={t('assign.employeePlaceholder')}
            data={options}
            value={null}
            onChange={add}
            searchable
            nothingFoundMessage={t('assign.noEmployees')}
            disabled={users.isPending || full}
            error={problem}
            data-autofocus
          />
          {chosen.length > 0 && (
            <Stack gap="xs" component="ul" aria-label={t('assign.chosen')} p={0} m={0} style={{ listStyle: 'none' }}>
              {chosen.map((id) => {
                const name = byId.get(id)?.full_name ?? t('assign.unknownEmployee');
                return (
                  <Paper key={id} component="li" withBorder p="xs" radius="md">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap" miw={0}>
                        <Avatar name={name} image={byId.get(id)?.image ?? null} size="sm" />
                        <Text truncate dir="auto">
                          {name}
                        </Text>
                      </Group>
                      <CloseButton aria-label={t('assign.remove', { name })} onClick={() => remove(id)} />
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
          <Textarea
            label={t('assign.note')}
            rows={2}
            maxLength={DOCUMENT_FILLING_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <DialogFooter
            cancelLabel={t('common:actions.cancel')}
            submitLabel={t('assign.submit')}
            submitting={assign.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
