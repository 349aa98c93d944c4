import { registerNamespace } from '../lib/i18n';
import ar from './ar/workflows.json';
import en from './en/workflows.json';

export const workflowsNs = registerNamespace('workflows', { en, ar });
