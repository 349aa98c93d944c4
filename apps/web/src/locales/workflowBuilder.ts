import { registerNamespace } from '../lib/i18n';
import ar from './ar/workflowBuilder.json';
import en from './en/workflowBuilder.json';

export const workflowBuilderNs = registerNamespace('workflowBuilder', { en, ar });
