import ar from './ar/firmForms.json';
import en from './en/firmForms.json';
import { registerNamespace } from './i18n';

export const firmFormsNs = registerNamespace('firmForms', { en, ar });
