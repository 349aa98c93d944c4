/**
 * The workflow's steps in order: each draggable among the others (handle at the inline start), opened
 * to its tasks and alternatives, renamed by double click, deleted after a confirmation.
 */
import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedStep } from '../../../entities/workflow/use-workflows';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { PriorityBadge } from '../PriorityBadge';
import { AddAlternativeStep } from './AddAlternativeStep';
import { BuilderSubStep } from './BuilderSubStep';
import { BuilderTaskList } from './BuilderTaskList';
import { useBuilder } from './builder-context';
import { idOfDrag, stepDragId } from './builder-order';
import { InlineRename } from './InlineRename';
import { SortableList, SortableRow } from './SortableList';

interface BuilderStepListProps {
  steps: ViewedStep[];
  expanded: Set<number>;
  onToggle: (stepId: number) => void;
}

export function BuilderStepList({ steps, expanded, onToggle }: BuilderStepListProps) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const titleOf = (dragId: string) => steps.find((step) => step.id === idOfDrag(dragId))?.title ?? '';
  return (
    <SortableList
      ids={steps.map((step) => stepDragId(step.id))}
      nameOf={titleOf}
      onMove={(active, over) => builder.moveStep(idOfDrag(active), idOfDrag(over))}
    >
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('step.listLabel')}>
        {steps.map((step, index) => (
          <BuilderStepCard
            key={step.id}
            step={step}
            number={index + 1}
            opened={expanded.has(step.id)}
            onToggle={() => onToggle(step.id)}
          />
        ))}
      </Stack>
    </SortableList>
  );
}

interface BuilderStepCardProps {
  step: ViewedStep;
  number: number;
  opened: boolean;
  onToggle: () => void;
}

function BuilderStepCard({ step, number, opened, onToggle }: BuilderStepCardProps) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const [renaming, setRenaming] = useState(false);
  const panelId = `builder-step-panel-${step.id}`;
  const headingId = `builder-step-${step.id}`;

  return (
    <SortableRow
      id={stepDragId(step.id)}
      handleLabel={t('step.drag', { title: step.title })}
      disabled={!builder.canUpdate}
      render={({ handle, style, setNodeRef }) => (
        <Paper
          ref={setNodeRef}
          component="li"
          withBorder
          radius="md"
          p="sm"
          style={style}
          aria-labelledby={headingId}
          data-step-id={step.id}
        >
          <Group gap="xs" wrap="nowrap" align="center">
            {handle}
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={opened}
              aria-controls={panelId}
              aria-label={t(opened ? 'step.collapse' : 'step.expand', { title: step.title })}
              onClick={onToggle}
            >
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </ActionIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              {renaming ? (
                <InlineRename
                  label={t('step.renameLabel')}
                  initial={step.title}
                  onSave={(title) => builder.renameStep(step.id, title)}
                  onDone={() => setRenaming(false)}
                  size="xs"
                />
              ) : (
                <Title
                  order={2}
                  size="h5"
                  id={headingId}
                  dir="auto"
                  style={{ overflowWrap: 'anywhere', cursor: builder.canUpdate ? 'text' : undefined }}
                  onDoubleClick={builder.canUpdate ? () => setRenaming(true) : undefined}
                >
                  {t('step.title', { number, title: step.title })}
                </Title>
              )}
              {/* Under the title, not beside it: on a 390 px phone the row has room for the title and its buttons only. */}
              <PriorityBadge priority={step.priority} />
            </div>
            {builder.canUpdate && (
              <Tooltip label={t('step.rename')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('step.renameNamed', { title: step.title })}
                  onClick={() => setRenaming(true)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {builder.canDelete && (
              <Tooltip label={t('step.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('step.deleteNamed', { title: step.title })}
                  onClick={() => builder.askDeleteStep({ id: step.id, title: step.title, isSubStep: false })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <div id={panelId} hidden={!opened}>
            {opened && (
              <Stack gap="sm" pt="sm" ps={{ base: 0, sm: 'xl' }}>
                {step.sub_steps.length > 0 && (
                  <Text size="sm" fw={600}>
                    {t('step.mainPath')}
                  </Text>
                )}
                <BuilderTaskList
                  container={{ id: step.id, title: step.title, isSubStep: false, parentStepId: null }}
                  tasks={step.tasks}
                />
                {step.sub_steps.map((subStep) => (
                  <BuilderSubStep key={subStep.id} subStep={subStep} parentStepId={step.id} />
                ))}
                {builder.canCreate && <AddAlternativeStep stepId={step.id} stepTitle={step.title} />}
              </Stack>
            )}
          </div>
        </Paper>
      )}
    />
  );
}
