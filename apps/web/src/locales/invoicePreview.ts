import { registerNamespace } from '../lib/i18n';
import ar from './ar/invoicePreview.json';
import en from './en/invoicePreview.json';

export const invoicePreviewNs = registerNamespace('invoicePreview', { en, ar });
