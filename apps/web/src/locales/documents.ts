import { registerNamespace } from '../lib/i18n';
import ar from './ar/documents.json';
import en from './en/documents.json';

export const documentsNs = registerNamespace('documents', { en, ar });
