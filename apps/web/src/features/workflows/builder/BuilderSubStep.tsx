/** One alternative path of a step: its name, priority and own tasks, framed apart from the main path. */
import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsSplit2, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedSubStep } from '../../../entities/workflow/use-workflows';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { PriorityBadge } from '../PriorityBadge';
import { BuilderTaskList } from './BuilderTaskList';
import { useBuilder } from './builder-context';
import { InlineRename } from './InlineRename';

export function BuilderSubStep({ subStep, parentStepId }: { subStep: ViewedSubStep; parentStepId: number }) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const [renaming, setRenaming] = useState(false);
  const headingId = `builder-sub-step-${subStep.id}`;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      style={{ borderStyle: 'dashed', borderInlineStartWidth: 4 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={6} wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
            <IconArrowsSplit2 size={18} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
            {renaming ? (
              <InlineRename
                label={t('step.renameLabel')}
                initial={subStep.title}
                onSave={(title) => builder.renameStep(subStep.id, title)}
                onDone={() => setRenaming(false)}
                size="xs"
                style={{ flex: 1 }}
              />
            ) : (
              <Title
                order={3}
                size="h6"
                id={headingId}
                dir="auto"
                style={{ overflowWrap: 'anywhere' }}
                onDoubleClick={builder.canUpdate ? () => setRenaming(true) : undefined}
              >
                {t('step.alternative', { title: subStep.title })}
              </Title>
            )}
          </Group>
          <PriorityBadge priority={subStep.priority} />
          {builder.canUpdate && (
            <Tooltip label={t('step.rename')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('step.renameNamed', { title: subStep.title })}
                onClick={() => setRenaming(true)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {builder.canDelete && (
            <Tooltip label={t('step.deleteAlternative')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('step.deleteAlternativeNamed', { title: subStep.title })}
                onClick={() => builder.askDeleteStep({ id: subStep.id, title: subStep.title, isSubStep: true })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('step.alternativeHint')}
        </Text>
        <BuilderTaskList
          container={{ id: subStep.id, title: subStep.title, isSubStep: true, parentStepId }}
          tasks={subStep.tasks}
        />
      </Stack>
    </Paper>
  );
}
