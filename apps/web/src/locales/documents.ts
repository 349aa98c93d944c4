import ar from './ar/documents.json';
import en from './en/documents.json';
import { registerNamespace } from './i18n';

export const documentsNs = registerNamespace('documents', { en, ar });
