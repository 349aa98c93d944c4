/** Title, priority, duration (with its length in days), participant type and the two optional templates. */
import { durationInDays, WORKFLOW_LIMITS, WORKFLOW_PRIORITIES, type WorkflowTask } from '@counsel/domain';
import { Alert, Anchor, Grid, Loader, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { UnexpectedFormatError } from '../../participant-types/use-participant-types';
import type { TaskFields, TaskFormValues } from './task-form';
import { type TemplateKind, type TemplateTitle, useTaskParticipantTypes, useTemplateTitles } from './use-task-data';

interface FieldsProps {
  form: UseFormReturn<TaskFormValues, unknown, TaskFields>;
  lawFirmId: number;
  task?: WorkflowTask;
  readOnly: boolean;
}

/** Options from a list, plus the edited task's own choice when the list does not have it (yet). */
function withCurrent(list: readonly TemplateTitle[], current: TemplateTitle | null | undefined) {
  const options = list.map((item) => ({ value: String(item.id), label: item.title }));
  if (current && !list.some((item) => item.id === current.id)) {
    options.unshift({ value: String(current.id), label: current.title });
  }
  return options;
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));
const toValue = (value: number | null) => (value === null ? null : String(value));

export function TaskBasicsFields({ form, lawFirmId, task, readOnly }: FieldsProps) {
  const { t } = useTranslation(workflowTasksNs);
  const { errors } = form.formState;
  const duration = Number(useWatch({ control: form.control, name: 'duration' }));
  const days = Number.isFinite(duration) ? durationInDays(duration) : 0;

  return (
    <>
      <TextInput
        label={t('form.title')}
        required
        data-autofocus
        maxLength={WORKFLOW_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <Select
                label={t('form.priority')}
                required
                allowDeselect={false}
                data={WORKFLOW_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Controller
            control={form.control}
            name="duration"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('form.duration')}
                required
                min={0}
                max={WORKFLOW_LIMITS.durationMinutes}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                description={t('form.durationDays', { count: days })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            )}
          />
        </Grid.Col>
      </Grid>
      <ParticipantTypeField form={form} lawFirmId={lawFirmId} task={task} readOnly={readOnly} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TemplateField form={form} kind="document" lawFirmId={lawFirmId} current={task?.document_template} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TemplateField form={form} kind="email" lawFirmId={lawFirmId} current={task?.email_template} />
        </Grid.Col>
      </Grid>
    </>
  );
}

function ParticipantTypeField({ form, lawFirmId, task, readOnly }: FieldsProps) {
  const { t } = useTranslation(workflowTasksNs);
  const toPath = useLocalePath();
  // A read-only public task names its type itself; the firm's list is not needed to show it.
  const types = useTaskParticipantTypes(lawFirmId, !readOnly);
  const current = task?.participant_type;
  const options = withCurrent(
    (types.data ?? []).map((type) => ({ id: type.id, title: type.name })),
    current ? { id: current.id, title: current.name } : null,
  );
  const loadError = types.isError
    ? t(
        types.error instanceof UnexpectedFormatError
          ? 'errors.participantTypesFormat'
          : 'errors.participantTypesFailed',
      )
    : null;

  return (
    <div>
      <Controller
        control={form.control}
        name="participant_type"
        render={({ field, fieldState }) => (
          <Select
            label={t('form.participantType')}
            placeholder={readOnly ? (task?.participant_type_name ?? undefined) : t('form.participantTypePlaceholder')}
            required
            searchable
            data={options}
            value={toValue(field.value)}
            onChange={(value) => field.onChange(toNumber(value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            rightSection={
              types.isPending && !readOnly ? (
                <Loader size="xs" aria-label={t('form.participantTypesLoading')} />
              ) : undefined
            }
          />
        )}
      />
      {loadError && (
        <Alert color="red" role="alert" mt="xs" p="xs">
          {loadError}
        </Alert>
      )}
      {types.isSuccess && types.data.length === 0 && (
        <Text size="sm" mt={4}>
          {t('form.noParticipantTypes')}{' '}
          <Anchor component={Link} to={toPath('/settings/participant-types')} size="sm">
            {t('form.manageParticipantTypes')}
          </Anchor>
        </Text>
      )}
    </div>
  );
}

interface TemplateFieldProps {
  form: UseFormReturn<TaskFormValues, unknown, TaskFields>;
  kind: TemplateKind;
  lawFirmId: number;
  current: TemplateTitle | null | undefined;
}

/** "None" is an option of its own, so clearing a template works from the keyboard like any other choice. */
const NO_TEMPLATE = 'none';

function TemplateField({ form, kind, lawFirmId, current }: TemplateFieldProps) {
  const { t } = useTranslation(workflowTasksNs);
  const titles = useTemplateTitles(kind, lawFirmId, true);
  const name = kind === 'email' ? 'email_template' : 'document_template';
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(kind === 'email' ? 'form.emailTemplate' : 'form.documentTemplate')}
          searchable
          allowDeselect={false}
          data={[{ value: NO_TEMPLATE, label: t('form.noTemplate') }, ...withCurrent(titles.data ?? [], current)]}
          value={field.value === null ? NO_TEMPLATE : String(field.value)}
          onChange={(value) => field.onChange(value === null || value === NO_TEMPLATE ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
