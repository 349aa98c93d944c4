import { registerNamespace } from '../lib/i18n';
import ar from './ar/caseClosure.json';
import en from './en/caseClosure.json';

export const caseClosureNs = registerNamespace('caseClosure', { en, ar });
