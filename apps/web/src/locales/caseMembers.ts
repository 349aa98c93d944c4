import ar from './ar/caseMembers.json';
import en from './en/caseMembers.json';
import { registerNamespace } from './i18n';

export const caseMembersNs = registerNamespace('caseMembers', { en, ar });
