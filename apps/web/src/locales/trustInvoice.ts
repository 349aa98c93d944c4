import ar from './ar/trustInvoice.json';
import en from './en/trustInvoice.json';
import { registerNamespace } from './i18n';

export const trustInvoiceNs = registerNamespace('trustInvoice', { en, ar });
