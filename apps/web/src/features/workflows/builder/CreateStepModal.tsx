/**
 * A new step made here: its title and priority, and any number of alternative steps (each with its
 * own title and priority). An alternative left without a title is named 'Alternative Step-{n}' by the server.
 */
import { DEFAULT_WORKFLOW_PRIORITY, meaningful, WORKFLOW_PRIORITIES, type WorkflowPriority } from '@counsel/domain';
import { ActionIcon, Alert, Button, Fieldset, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { ApiError, api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { workflowsNs } from '../../../locales/workflows';
import { toast } from '../../../ui/toast';
import { builderErrorText, isVersionConflict } from './builder-errors';
import { useReloadTemplate } from './use-builder-writes';

interface Alternative {
  key: number;
  title: string;
  priority: WorkflowPriority;
}

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

function PrioritySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: WorkflowPriority;
  onChange: (value: WorkflowPriority) => void;
}) {
  const { t } = useTranslation(workflowsNs);
  return (
    <Select
      label={label}
      data={WORKFLOW_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next as WorkflowPriority)}
      style={{ minWidth: 160 }}
    />
  );
}

function CreateStepForm({ template, onClose }: { template: ViewedTemplate; onClose: () => void }) {
  const { t } = useTranslation(workflowBuilderNs);
  const lawFirmId = useMe().user.law_firm_id;
  const reload = useReloadTemplate(template.id);
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<WorkflowPriority>(DEFAULT_WORKFLOW_PRIORITY);
  const [alternatives, setAlternatives] = useState<Alternative[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (name: string) =>
      api.post(`/api/workflow/create-workflow-step/${lawFirmId}`, {
        title: name,
        priority,
        tasks: [],
        sub_steps: alternatives.map((alternative) => {
          const altTitle = meaningful(alternative.title);
          return { ...(altTitle === null ? {} : { title: altTitle }), priority: alternative.priority, tasks: [] };
        }),
        workflow_template_id: template.id,
        version: template.version,
      }),
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

  const change = (key: number, patch: Partial<Alternative>) =>
    setAlternatives((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const name = meaningful(title);
        if (name === null) {
          setTitleError(t('createStep.titleRequired'));
          return;
        }
        setProblem(null);
        create.mutate(name);
      }}
    >
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label={t('createStep.stepTitle')}
          withAsterisk
          value={title}
          error={titleError}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(null);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <PrioritySelect label={t('createStep.priority')} value={priority} onChange={setPriority} />
      </Group>
      {alternatives.map((alternative, index) => (
        <Fieldset key={alternative.key} legend={t('createStep.alternativeLegend', { number: index + 1 })}>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('createStep.alternativeTitle', { number: index + 1 })}
              description={t('createStep.alternativeHint', { number: index + 1 })}
              value={alternative.title}
              onChange={(event) => change(alternative.key, { title: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 200 }}
            />
            <PrioritySelect
              label={t('createStep.alternativePriority', { number: index + 1 })}
              value={alternative.priority}
              onChange={(value) => change(alternative.key, { priority: value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('createStep.removeAlternative', { number: index + 1 })}
              onClick={() => setAlternatives((list) => list.filter((item) => item.key !== alternative.key))}
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
          onClick={() => {
            setAlternatives((list) => [...list, { key: nextKey, title: '', priority: DEFAULT_WORKFLOW_PRIORITY }]);
            setNextKey((key) => key + 1);
          }}
        >
          {t('createStep.addAlternative')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
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
