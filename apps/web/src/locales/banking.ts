import ar from './ar/banking.json';
import en from './en/banking.json';
import { registerNamespace } from './i18n';

export const bankingNs = registerNamespace('banking', { en, ar });
