/** Title, priority, duration (with its length in days), participant type and the two optional templates. */
import {
  isPublicParticipantType,
  PUBLIC_PARTICIPANT_TYPES,
  WORKFLOW_LIMITS,
  WORKFLOW_PRIORITIES,
  type WorkflowTask,
} from '@counsel/domain';
import { Alert, Anchor, Grid, Loader, Select, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnexpectedFormatError, useParticipantTypeChoices } from '../../../entities/firm/use-participant-types';
import { useLocalePath } from '../../../lib/locale';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { DurationField } from './DurationField';
import type { TaskFields, TaskFormValues } from './task-form';
import { type TemplateKind, type TemplateTitle, useTemplateTitles } from './use-task-data';

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

/** A participant type's option value: `type:4` (the firm's), `name:Attorney` (a public one). */
const typeValue = (value: TaskFormValues['participant_type']) =>
  value === null ? null : typeof value === 'number' ? `type:${value}` : `name:${value}`;
function typeOfValue(value: string | null): TaskFormValues['participant_type'] {
  if (value?.startsWith('type:')) return Number(value.slice(5));
  const name = value?.startsWith('name:') ? value.slice(5) : null;
  return isPublicParticipantType(name) ? name : null;
}

export function TaskBasicsFields({ form, lawFirmId, task, readOnly }: FieldsProps) {
  const { t } = useTranslation(workflowTasksNs);
  const { errors } = form.formState;

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
        <Grid.Col span={{ base: 12, sm: 4 }}>
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
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Controller
            control={form.control}
            name="duration"
            render={({ field, fieldState }) => (
              <DurationField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
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
  const types = useParticipantTypeChoices(!readOnly, lawFirmId);
  const current = task?.participant_type;
  const firmOptions = withCurrent(
    (types.data ?? []).map((type) => ({ id: type.id, title: type.name })),
    current ? { id: current.id, title: current.name } : null,
  ).map((option) => ({ value: `type:${option.value}`, label: option.label }));
  // The public library's types, named as public tasks name them. The firm's type of the same name is the
  // one that does the work, so a name the firm has is offered once, as the firm's.
  const own = new Set((types.data ?? []).map((type) => type.name.trim().toLocaleLowerCase()));
  const publicOptions = PUBLIC_PARTICIPANT_TYPES.filter((name) => !own.has(name.toLocaleLowerCase())).map((name) => ({
    value: `name:${name}`,
    label: t(`form.publicParticipantTypes.${name}`),
  }));
  const options = [
    ...(firmOptions.length > 0 ? [{ group: t('form.firmParticipantTypes'), items: firmOptions }] : []),
    ...(publicOptions.length > 0 ? [{ group: t('form.publicParticipantTypesGroup'), items: publicOptions }] : []),
  ];
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
            value={typeValue(field.value)}
            onChange={(value) => field.onChange(typeOfValue(value))}
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
