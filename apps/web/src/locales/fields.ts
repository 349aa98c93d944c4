import { registerNamespace } from '../lib/i18n';
import ar from './ar/fields.json';
import en from './en/fields.json';

export const fieldsNs = registerNamespace('fields', { en, ar });
