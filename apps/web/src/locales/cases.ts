import ar from './ar/cases.json';
import en from './en/cases.json';
import { registerNamespace } from './i18n';

export const casesNs = registerNamespace('cases', { en, ar });
