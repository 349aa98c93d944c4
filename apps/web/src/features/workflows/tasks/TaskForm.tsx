/**
 * The task form shared by "Create new task" and the edit modal (§2, §5): title, priority, duration,
 * participant type, templates, attached forms and instructions, validated with the contract's task fields.
 */
import type { WorkflowTask } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { InstructionsEditor } from './InstructionsEditor';
import { TaskBasicsFields } from './TaskBasicsFields';
import { TaskFormsPicker } from './TaskFormsPicker';
import { completeInstruction, type TaskFields, type TaskFormValues, taskFormSchema } from './task-form';

export type SaveIntent = 'save' | 'continue';

export interface TaskFormProps {
  lawFirmId: number;
  initial: TaskFormValues;
  /** The task being edited: its own template, type and form names are offered even if the lists lack them. */
  task?: WorkflowTask;
  /** A public task: every field shown, none changeable. */
  readOnly?: boolean;
  /** Offers "Save and continue" (creating several tasks in a row). */
  withContinue?: boolean;
  onCancel(): void;
  /** Answers whether the task was saved; after "continue" a saved form empties for the next task. */
  onSave(fields: TaskFields, intent: SaveIntent): Promise<boolean>;
}

const NO_DRAFT = { title: '', description: '' };

export function TaskForm({
  lawFirmId,
  initial,
  task,
  readOnly = false,
  withContinue = false,
  ...props
}: TaskFormProps) {
  const { t } = useTranslation(workflowTasksNs);
  const form = useForm<TaskFormValues, unknown, TaskFields>({
    // The inputs hold null or '' where the schema wants numbers: the schema's refusal is the "required" message.
    resolver: zodResolver(taskFormSchema, { error: translatedErrorMap(t) }) as unknown as Resolver<
      TaskFormValues,
      unknown,
      TaskFields
    >,
    defaultValues: initial,
  });
  // The inline "add instruction" pair, kept out of the form until both halves are filled.
  const [draft, setDraft] = useState(NO_DRAFT);
  const [draftError, setDraftError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = (intent: SaveIntent) =>
    form.handleSubmit(async (fields) => {
      let instructions = fields.instructions;
      // A pair typed but not yet added is saved with the task rather than lost; half a pair stops the save.
      if (draft.title.trim() || draft.description.trim()) {
        const pending = completeInstruction(draft.title, draft.description);
        if (!pending) {
          setDraftError(t('errors.incompleteInstruction'));
          return;
        }
        instructions = [...instructions, pending];
        form.setValue('instructions', instructions);
        setDraft(NO_DRAFT);
      }
      const saved = await props.onSave({ ...fields, instructions }, intent);
      if (saved && intent === 'continue') {
        form.reset(initial);
        setDraft(NO_DRAFT);
        setDraftError(null);
        form.setFocus('title');
      }
    });

  return (
    <form noValidate onSubmit={submit('save')}>
      <Stack gap="md">
        <Fieldset disabled={readOnly || isSubmitting} variant="unstyled" p={0}>
          <Stack gap="sm">
            <TaskBasicsFields form={form} lawFirmId={lawFirmId} task={task} readOnly={readOnly} />
            <TaskFormsPicker form={form} task={task} />
            <InstructionsEditor
              form={form}
              draft={draft}
              draftError={draftError}
              onDraftChange={(next) => {
                setDraft(next);
                setDraftError(null);
              }}
              onDraftError={setDraftError}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={props.onCancel} disabled={isSubmitting}>
            {readOnly ? t('form.close') : t('common:actions.cancel')}
          </Button>
          {!readOnly && withContinue && (
            <Button variant="light" onClick={submit('continue')} disabled={isSubmitting}>
              {t('form.saveAndContinue')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" loading={isSubmitting}>
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
