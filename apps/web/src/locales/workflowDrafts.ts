import { registerNamespace } from '../lib/i18n';
import ar from './ar/workflowDrafts.json';
import en from './en/workflowDrafts.json';

export const workflowDraftsNs = registerNamespace('workflowDrafts', { en, ar });
