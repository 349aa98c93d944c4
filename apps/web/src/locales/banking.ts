import { registerNamespace } from '../lib/i18n';
import ar from './ar/banking.json';
import en from './en/banking.json';

export const bankingNs = registerNamespace('banking', { en, ar });
