/** What every part of the builder's step list may do, handed down once instead of through each level. */
import type { WorkflowTask } from '@counsel/domain';
import { createContext, useContext } from 'react';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';

export interface TaskTarget {
  id: number;
  title: string;
  isSubStep: boolean;
  parentStepId: number | null;
  existingTaskIds: number[];
}

export interface BuilderActions {
  template: ViewedTemplate;
  canUpdate: boolean;
  canCreate: boolean;
  canDelete: boolean;
  renameStep(stepId: number, title: string): void;
  askDeleteStep(step: { id: number; title: string; isSubStep: boolean }): void;
  removeTask(stepId: number, taskId: number): void;
  addSubStep(stepId: number, title: string | null, done: () => void): void;
  addingSubStep: boolean;
  moveStep(activeId: number, overId: number): void;
  moveTask(containerId: number, activeId: number, overId: number): void;
  openAddTask(target: TaskTarget): void;
  openEditTask(task: WorkflowTask, substep: boolean): void;
}

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (!actions) throw new Error('useBuilder() outside the workflow builder');
  return actions;
}
