import { registerNamespace } from '../lib/i18n';
import ar from './ar/invoiceEditor.json';
import en from './en/invoiceEditor.json';

export const invoiceEditorNs = registerNamespace('invoiceEditor', { en, ar });
