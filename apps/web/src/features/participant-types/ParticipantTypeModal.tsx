import { PARTICIPANT_TYPE_LIMITS, type ParticipantType } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLightUsers } from '../../entities/employee/use-light-users';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { translatedErrorMap } from '../../lib/zod-errors';
import { participantTypesNs } from '../../locales/participantTypes';
import { toast } from '../../ui/toast';
import { useSaveParticipantType } from './use-participant-types';

interface ParticipantTypeModalProps {
  opened: boolean;
  /** The type being edited; null creates a new one. */
  editing: ParticipantType | null;
  onClose: () => void;
}

/** Create (or edit) a participant type: name and description required, employees optional. */
export function ParticipantTypeModal({ opened, editing, onClose }: ParticipantTypeModalProps) {
  const { t } = useTranslation(participantTypesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('modal.editTitle') : t('modal.createTitle')} size="lg">
      {opened && <ParticipantTypeForm editing={editing} onClose={onClose} />}
    </Modal>
  );
}

/** The API's rules, with the employee picker's string ids. */
const formSchema = z.object({
  name: z.string().trim().min(1).max(PARTICIPANT_TYPE_LIMITS.name),
  description: z.string().trim().min(1).max(PARTICIPANT_TYPE_LIMITS.description),
  users: z.array(z.string()),
});
type FormValues = z.input<typeof formSchema>;

function ParticipantTypeForm({ editing, onClose }: Omit<ParticipantTypeModalProps, 'opened'>) {
  const { t } = useTranslation(participantTypesNs);
  const users = useLightUsers(true);
  const save = useSaveParticipantType();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema, { error: translatedErrorMap(t) }),
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      users: editing?.users.map((u) => String(u.id)) ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const options = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.full_name }));

  const submit = form.handleSubmit(async (values) => {
    const body = { name: values.name.trim(), description: values.description.trim(), users: values.users.map(Number) };
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(editing ? t('toasts.updated') : t('toasts.created'));
      onClose();
    } catch (error) {
      if (isApiError(error, 'participant_type_exists')) {
        form.setError('name', { message: t('errors.nameTaken') });
        return;
      }
      toast.error(errorMessage(t, error), editing ? t('toasts.updateError') : t('toasts.createError'));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('fields.name')}
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Textarea
          label={t('fields.description')}
          required
          rows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="users"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.employees')}
              description={t('fields.employeesHint')}
              data={options}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              nothingFoundMessage={t('fields.noEmployees')}
              disabled={users.isPending && !users.isError}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
