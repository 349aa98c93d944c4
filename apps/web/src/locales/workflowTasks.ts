import { registerNamespace } from '../lib/i18n';
import ar from './ar/workflowTasks.json';
import en from './en/workflowTasks.json';

export const workflowTasksNs = registerNamespace('workflowTasks', { en, ar });
