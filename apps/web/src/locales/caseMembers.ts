import { registerNamespace } from '../lib/i18n';
import ar from './ar/caseMembers.json';
import en from './en/caseMembers.json';

export const caseMembersNs = registerNamespace('caseMembers', { en, ar });
