import ar from './ar/invoicePreview.json';
import en from './en/invoicePreview.json';
import { registerNamespace } from './i18n';

export const invoicePreviewNs = registerNamespace('invoicePreview', { en, ar });
