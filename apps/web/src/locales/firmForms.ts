import { registerNamespace } from '../lib/i18n';
import ar from './ar/firmForms.json';
import en from './en/firmForms.json';

export const firmFormsNs = registerNamespace('firmForms', { en, ar });
