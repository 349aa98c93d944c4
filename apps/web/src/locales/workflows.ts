import ar from './ar/workflows.json';
import en from './en/workflows.json';
import { registerNamespace } from './i18n';

export const workflowsNs = registerNamespace('workflows', { en, ar });
