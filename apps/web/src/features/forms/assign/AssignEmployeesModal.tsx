/**
 * §2 "Assign-employees-to-document-filling form": colleagues picked one by one from a dropdown, shown as
 * removable cards, with Cancel and 'Assign now'. A preselected employee goes straight into the list.
 */
import {
  DOCUMENT_FILLING_MAX_EMPLOYEES,
  DOCUMENT_FILLING_MESSAGES,
  DOCUMENT_FILLING_NOTE_MAX_LENGTH,
  documentFillingRequest,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CloseButton, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { errorMessage } from '../../../lib/api-errors';
import { translatedErrorMap } from '../../../lib/zod-errors';
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

/**
 * The employees and note as the API's request checks them. The request also reads form data (the list as
 * JSON text); the form always holds the list itself and the note as typed.
 */
const assignSchema = z.object({
  employees: documentFillingRequest.shape.employees as unknown as z.ZodType<number[], number[]>,
  note: documentFillingRequest.shape.note as unknown as z.ZodType<string | undefined, string>,
});

export function AssignEmployeesModal({ subject, formName, preselectedEmployeeId = null, onClose }: Props) {
  const { t } = useTranslation(documentFillingsNs);
  const users = useLightUsers();
  const assign = useAssignDocumentFilling();
  const form = useForm({
    // The values go on as chosen and typed (raw): the schema only checks them.
    resolver: zodResolver(assignSchema, { error: translatedErrorMap(t) }, { raw: true }),
    defaultValues: { employees: preselectedEmployeeId ? [preselectedEmployeeId] : [], note: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const chosen = form.watch('employees');
  // The schema's English text for no employee, in the dialog's words.
  const problem = form.formState.errors.employees?.message;

  const byId = new Map((users.data ?? []).map((user) => [user.id, user]));
  const options = (users.data ?? [])
    .filter((user) => !chosen.includes(user.id))
    .map((user) => ({ value: String(user.id), label: user.full_name }));
  const full = chosen.length >= DOCUMENT_FILLING_MAX_EMPLOYEES;

  const add = (value: string | null) => {
    if (!value || full) return;
    form.setValue('employees', [...chosen, Number(value)]);
    form.clearErrors('employees');
  };
  const remove = (id: number) =>
    form.setValue(
      'employees',
      chosen.filter((other) => other !== id),
    );

  const submit = form.handleSubmit(async ({ employees, note }) => {
    try {
      await assign.mutateAsync({ subject, employees, note });
      toast.success(t('assign.assigned', { count: employees.length }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(t, error), t('assign.failed'));
    }
  });
  const problemText =
    problem === DOCUMENT_FILLING_MESSAGES.employeesRequired ? t('assign.noneChosen') : (problem ?? null);

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
            error={problemText}
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
            {...form.register('note')}
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
