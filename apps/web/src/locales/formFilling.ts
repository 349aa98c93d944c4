import ar from './ar/formFilling.json';
import en from './en/formFilling.json';
import { registerNamespace } from './i18n';

export const formFillingNs = registerNamespace('formFilling', { en, ar });
