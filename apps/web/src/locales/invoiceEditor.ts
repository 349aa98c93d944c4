import ar from './ar/invoiceEditor.json';
import en from './en/invoiceEditor.json';
import { registerNamespace } from './i18n';

export const invoiceEditorNs = registerNamespace('invoiceEditor', { en, ar });
