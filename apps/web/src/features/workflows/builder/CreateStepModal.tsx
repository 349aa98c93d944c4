/**
 * A new step made here: its title and priority, and any number of alternative steps (each with its
 * own title and priority). An alternative left without a title is named 'Alternative Step-{n}' by the server.
 */
import { WORKFLOW_LIMITS, WORKFLOW_PRIORITIES, type WorkflowPriority } from '@counsel/domain';
import { ActionIcon, Alert, Button, Fieldset, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Control, Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { ApiError, api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { workflowsNs } from '../../../locales/workflows';
import { toast } from '../../../ui/toast';
import { builderErrorText, isVersionConflict } from './builder-errors';
import {
  type CreateStepRequest,
  type CreateStepValues,
  createStepResolver,
  emptyAlternative,
  emptyCreateStep,
} from './create-step-form';
import { useReloadTemplate } from './use-builder-writes';

interface CreateStepModalProps {
  opened: boolean;
  onClose: () => void;
  template: ViewedTemplate;
}

export function CreateStepModal({ opened, onClose, template }: CreateStepModalProps) {
  const { t } = useTranslation(workflowBuilderNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('createStep.title')} size="lg">
      {opened && <CreateStepForm template={template} onClose={onClose} />}
    </Modal>
  );
}

type PriorityPath = 'priority' | `sub_steps.${number}.priority`;

function PrioritySelect({
  control,
  name,
  label,
}: {
  control: Control<CreateStepValues, unknown, CreateStepRequest>;
  name: PriorityPath;
  label: string;
}) {
  const { t } = useTranslation(workflowsNs);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={WORKFLOW_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
          value={field.value}
          allowDeselect={false}
          onChange={(next) => next && field.onChange(next as WorkflowPriority)}
          onBlur={field.onBlur}
          ref={field.ref}
          style={{ minWidth: 160 }}
        />
      )}
    />
  );
}

function CreateStepForm({ template, onClose }: { template: ViewedTemplate; onClose: () => void }) {
  const { t } = useTranslation(workflowBuilderNs);
  const lawFirmId = useMe().user.law_firm_id;
  const reload = useReloadTemplate(template.id);
  const resolver = useMemo(() => createStepResolver(t, template), [t, template]);
  // Errors show after Create and clear as the field they name changes, until the next Create.
  const form = useForm<CreateStepValues, unknown, CreateStepRequest>({
    resolver,
    defaultValues: emptyCreateStep(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const alternatives = useFieldArray({ control: form.control, name: 'sub_steps' });
  const { errors } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: CreateStepRequest) => api.post(`/api/workflow/create-workflow-step/${lawFirmId}`, body),
    onSuccess: () => {
      toast.success(t('createStep.created'));
      void reload();
      onClose();
    },
    onError: (error) => {
      if (isVersionConflict(error)) {
        toast.error(builderErrorText(t, error));
        void reload();
        onClose();
      } else if (error instanceof ApiError) {
        // §8: the server's message when it gives one, else the default.
        setProblem(error.message || t('createStep.error'));
      } else {
        setProblem(t('createStep.networkError'));
      }
    },
  });

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    create.mutate(body);
  });

  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label={t('createStep.stepTitle')}
          withAsterisk
          error={errors.title?.message}
          {...form.register('title', { onChange: () => form.clearErrors('title') })}
          style={{ flex: 1, minWidth: 200 }}
        />
        <PrioritySelect control={form.control} name="priority" label={t('createStep.priority')} />
      </Group>
      {alternatives.fields.map((alternative, index) => (
        <Fieldset key={alternative.id} legend={t('createStep.alternativeLegend', { number: index + 1 })}>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('createStep.alternativeTitle', { number: index + 1 })}
              description={t('createStep.alternativeHint', { number: index + 1 })}
              error={errors.sub_steps?.[index]?.title?.message}
              {...form.register(`sub_steps.${index}.title`, {
                onChange: () => form.clearErrors(`sub_steps.${index}.title`),
              })}
              style={{ flex: 1, minWidth: 200 }}
            />
            <PrioritySelect
              control={form.control}
              name={`sub_steps.${index}.priority`}
              label={t('createStep.alternativePriority', { number: index + 1 })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('createStep.removeAlternative', { number: index + 1 })}
              onClick={() => alternatives.remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          // The API takes at most this many alternatives: the button stops there rather than a save failing.
          disabled={alternatives.fields.length >= WORKFLOW_LIMITS.subSteps}
          onClick={() => alternatives.append(emptyAlternative(), { shouldFocus: false })}
        >
          {t('createStep.addAlternative')}
        </Button>
      </Group>
      {(problem ?? errors.sub_steps?.root?.message ?? errors.sub_steps?.message) && (
        <Alert color="red" role="alert">
          {problem ?? errors.sub_steps?.root?.message ?? errors.sub_steps?.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={create.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('createStep.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
