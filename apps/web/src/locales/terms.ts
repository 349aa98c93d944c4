import ar from './ar/terms.json';
import en from './en/terms.json';
import { registerNamespace } from './i18n';

export const termsNs = registerNamespace('terms', { en, ar });
