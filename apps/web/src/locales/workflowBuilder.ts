import ar from './ar/workflowBuilder.json';
import en from './en/workflowBuilder.json';
import { registerNamespace } from './i18n';

export const workflowBuilderNs = registerNamespace('workflowBuilder', { en, ar });
