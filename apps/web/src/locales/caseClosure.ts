import ar from './ar/caseClosure.json';
import en from './en/caseClosure.json';
import { registerNamespace } from './i18n';

export const caseClosureNs = registerNamespace('caseClosure', { en, ar });
