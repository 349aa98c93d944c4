/**
 * A task's instructions: each a title and a description, both required, editable in place and removable;
 * the inline pair at the end adds one only when both halves are filled (§5).
 */

import { WORKFLOW_LIMITS } from '@counsel/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { completeInstruction, type TaskFields, type TaskFormValues } from './task-form';

type Draft = { title: string; description: string };

interface InstructionsEditorProps {
  form: UseFormReturn<TaskFormValues, unknown, TaskFields>;
  draft: Draft;
  draftError: string | null;
  onDraftChange(draft: Draft): void;
  onDraftError(message: string): void;
}

export function InstructionsEditor({ form, draft, draftError, onDraftChange, onDraftError }: InstructionsEditorProps) {
  const { t } = useTranslation(workflowTasksNs);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'instructions' });
  const errors = form.formState.errors.instructions;
  const full = fields.length >= WORKFLOW_LIMITS.instructions;

  const add = () => {
    const instruction = completeInstruction(draft.title, draft.description);
    if (!instruction) {
      onDraftError(t('errors.incompleteInstruction'));
      return;
    }
    append(instruction);
    onDraftChange({ title: '', description: '' });
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('form.instructions')}>
      <Text fw={600} size="sm">
        {t('form.instructions')}
      </Text>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.noInstructions')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Paper component="li" key={field.id} withBorder p="xs" radius="sm">
                <Group align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                    <TextInput
                      label={t('form.instructionTitle', { number })}
                      required
                      maxLength={WORKFLOW_LIMITS.instructionTitle}
                      error={errors?.[index]?.title?.message}
                      {...form.register(`instructions.${index}.title`)}
                    />
                    <Textarea
                      label={t('form.instructionDescription', { number })}
                      required
                      rows={2}
                      maxLength={WORKFLOW_LIMITS.instructionDescription}
                      error={errors?.[index]?.description?.message}
                      {...form.register(`instructions.${index}.description`)}
                    />
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.removeInstruction', { number })}
                    onClick={() => remove(index)}
                    mt={24}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {!full && (
        <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap={6}>
            <TextInput
              label={t('form.newInstructionTitle')}
              value={draft.title}
              maxLength={WORKFLOW_LIMITS.instructionTitle}
              onChange={(event) => onDraftChange({ ...draft, title: event.currentTarget.value })}
              onKeyDown={(event) => {
                // Enter here adds the instruction rather than saving the whole task half-written.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Textarea
              label={t('form.newInstructionDescription')}
              value={draft.description}
              rows={2}
              maxLength={WORKFLOW_LIMITS.instructionDescription}
              onChange={(event) => onDraftChange({ ...draft, description: event.currentTarget.value })}
              error={draftError}
            />
            <Group justify="flex-end">
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
                {t('form.addInstruction')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
