import ar from './ar/caseTasks.json';
import en from './en/caseTasks.json';
import { registerNamespace } from './i18n';

export const caseTasksNs = registerNamespace('caseTasks', { en, ar });
