import { registerNamespace } from '../lib/i18n';
import ar from './ar/invoices.json';
import en from './en/invoices.json';

export const invoicesNs = registerNamespace('invoices', { en, ar });
