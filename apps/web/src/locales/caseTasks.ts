import { registerNamespace } from '../lib/i18n';
import ar from './ar/caseTasks.json';
import en from './en/caseTasks.json';

export const caseTasksNs = registerNamespace('caseTasks', { en, ar });
