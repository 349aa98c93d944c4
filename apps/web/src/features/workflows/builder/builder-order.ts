/**
 * Order in the builder: steps by step_oder, tasks as the server lists them. A drag changes the order
 * here first (shown at once), and the whole order is then sent in one PUT /workflow/reorder call.
 */
import type { reorderWorkflowBody } from '@counsel/domain';
import { arrayMove } from '@dnd-kit/sortable';
import type { z } from 'zod';
import type { ViewedStep, ViewedTask, ViewedTemplate } from '../../../entities/workflow/use-workflows';

export type ReorderBody = z.input<typeof reorderWorkflowBody>;

export const sortedSteps = (template: Pick<ViewedTemplate, 'steps'>): ViewedStep[] =>
  [...template.steps].sort((a, b) => a.step_oder - b.step_oder);

/** The template with one step moved to where another was; step_oder renumbered from 1. */
export function moveStep(template: ViewedTemplate, activeId: number, overId: number): ViewedTemplate {
  const steps = sortedSteps(template);
  const from = steps.findIndex((step) => step.id === activeId);
  const to = steps.findIndex((step) => step.id === overId);
  if (from < 0 || to < 0 || from === to) return template;
  const moved = arrayMove(steps, from, to).map((step, index) => ({ ...step, step_oder: index + 1 }));
  return { ...template, steps: moved };
}

function moveTaskIn(tasks: ViewedTask[], activeId: number, overId: number): ViewedTask[] {
  const from = tasks.findIndex((task) => task.id === activeId);
  const to = tasks.findIndex((task) => task.id === overId);
  return from < 0 || to < 0 || from === to ? tasks : arrayMove(tasks, from, to);
}

/** The template with one task moved within its step or sub-step (`containerId`). */
export function moveTask(
  template: ViewedTemplate,
  containerId: number,
  activeId: number,
  overId: number,
): ViewedTemplate {
  return {
    ...template,
    steps: template.steps.map((step) =>
      step.id === containerId
        ? { ...step, tasks: moveTaskIn(step.tasks, activeId, overId) }
        : {
            ...step,
            sub_steps: step.sub_steps.map((subStep) =>
              subStep.id === containerId ? { ...subStep, tasks: moveTaskIn(subStep.tasks, activeId, overId) } : subStep,
            ),
          },
    ),
  };
}

/** The body of PUT /workflow/reorder/{templateId}: every step, sub-step and task, in the order shown. */
export function reorderBody(template: ViewedTemplate, version: number): ReorderBody {
  return {
    version,
    steps: sortedSteps(template).map((step) => ({
      id: step.id,
      tasks: step.tasks.map((task) => task.id),
      sub_steps: step.sub_steps.map((subStep) => ({ id: subStep.id, tasks: subStep.tasks.map((task) => task.id) })),
    })),
  };
}

/** Sortable ids are strings, so a step and a task with the same number never meet in one list. */
export const stepDragId = (id: number) => `step-${id}`;
export const taskDragId = (id: number) => `task-${id}`;
export const idOfDrag = (dragId: string | number) => Number(String(dragId).replace(/^\D+-/, ''));
