import { registerNamespace } from '../lib/i18n';
import ar from './ar/trustInvoice.json';
import en from './en/trustInvoice.json';

export const trustInvoiceNs = registerNamespace('trustInvoice', { en, ar });
