/** What both panes of the task selection modal take: the step they add to and the modal's callbacks. */
/** The step (or sub-step) tasks go into. */
export interface StepTarget {
  id: number;
  title: string;
  isSubStep: boolean;
  /** The main step, when this is a sub-step. */
  parentStepId: number | null;
}

export interface TaskModalCallbacks {
  onClose(): void;
  /** Something was saved: the workflow should be read again. */
  onChanged(): void;
  /** The workflow changed since it was read (409): the caller reloads it and says so. */
  onConflict(): void;
}
