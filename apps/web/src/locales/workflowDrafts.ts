import ar from './ar/workflowDrafts.json';
import en from './en/workflowDrafts.json';
import { registerNamespace } from './i18n';

export const workflowDraftsNs = registerNamespace('workflowDrafts', { en, ar });
