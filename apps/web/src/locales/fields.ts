import ar from './ar/fields.json';
import en from './en/fields.json';
import { registerNamespace } from './i18n';

export const fieldsNs = registerNamespace('fields', { en, ar });
