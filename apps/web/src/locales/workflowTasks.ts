import ar from './ar/workflowTasks.json';
import en from './en/workflowTasks.json';
import { registerNamespace } from './i18n';

export const workflowTasksNs = registerNamespace('workflowTasks', { en, ar });
