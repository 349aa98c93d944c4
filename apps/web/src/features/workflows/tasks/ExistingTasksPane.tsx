/**
 * "Select existing tasks" (§2, §4): the firm's and the public tasks in one searchable list; the ticked ones
 * (kept across searches) are linked to the step in one request, during which the dialog is locked.
 */
import { Alert, Button, Fieldset, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { toast } from '../../../ui/toast';
import { filterByTitle } from '../workflow-text';
import { ExistingTaskRow } from './ExistingTaskRow';
import { isVersionConflict, tasksLoadErrorKey } from './task-list';
import type { StepTarget, TaskModalCallbacks } from './task-pane';
import { useAddTasksToStep, useTaskChoices } from './use-task-data';

/** §9: the list scrolls inside the dialog past this height. */
const LIST_MAX_HEIGHT = 350;

interface ExistingTasksPaneProps extends TaskModalCallbacks {
  lawFirmId: number;
  step: StepTarget;
  existingTaskIds: readonly number[];
  version: number;
  busy: boolean;
  onBusy(busy: boolean): void;
}

export function ExistingTasksPane({
  lawFirmId,
  step,
  existingTaskIds,
  version,
  busy,
  ...props
}: ExistingTasksPaneProps) {
  const { t } = useTranslation(workflowTasksNs);
  const { locale } = useLocale();
  const tasks = useTaskChoices(lawFirmId, true);
  const add = useAddTasksToStep(step.id);
  const [query, setQuery] = useState('');
  // In the order they were ticked, which is the order they join the step.
  const [selected, setSelected] = useState<number[]>([]);
  const [noneSelected, setNoneSelected] = useState(false);
  const shown = filterByTitle(tasks.data ?? [], query, locale);

  const toggle = (id: number, checked: boolean) => {
    setSelected((current) =>
      checked ? [...current.filter((item) => item !== id), id] : current.filter((item) => item !== id),
    );
    setNoneSelected(false);
  };

  const submit = async () => {
    if (selected.length === 0) {
      setNoneSelected(true);
      return;
    }
    props.onBusy(true);
    try {
      await add.mutateAsync({ task_ids: selected, substep: step.isSubStep, version });
      props.onChanged();
      props.onClose();
    } catch (error) {
      if (isVersionConflict(error)) {
        props.onConflict();
        props.onClose();
        return;
      }
      toast.error(t('errors.addError'));
    } finally {
      props.onBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('selection.search')}
        placeholder={t('selection.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        disabled={busy}
        type="search"
      />
      {tasks.isPending && <Loader size="sm" aria-label={t('selection.loading')} />}
      {tasks.isError && (
        <Alert color="red" role="alert">
          {t(`errors.${tasksLoadErrorKey(tasks.error)}`)}
        </Alert>
      )}
      {tasks.isSuccess && tasks.data.length === 0 && <Text size="sm">{t('selection.empty')}</Text>}
      {tasks.isSuccess && tasks.data.length > 0 && shown.length === 0 && (
        <Text size="sm">{t('selection.noMatches', { query: query.trim() })}</Text>
      )}
      {shown.length > 0 && (
        <Fieldset disabled={busy} variant="unstyled" p={0}>
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('selection.list')} style={{ listStyle: 'none' }}>
              {shown.map((task) => (
                <ExistingTaskRow
                  key={task.id}
                  task={task}
                  checked={selected.includes(task.id)}
                  inStep={existingTaskIds.includes(task.id)}
                  onToggle={(checked) => toggle(task.id, checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Fieldset>
      )}
      {noneSelected && (
        <Alert color="red" role="alert" p="xs">
          {t('errors.noTasksSelected')}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {selected.length > 0 ? t('selection.selected', { count: selected.length }) : ''}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('selection.add')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
