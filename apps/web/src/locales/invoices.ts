import ar from './ar/invoices.json';
import en from './en/invoices.json';
import { registerNamespace } from './i18n';

export const invoicesNs = registerNamespace('invoices', { en, ar });
