import { registerNamespace } from '../lib/i18n';
import ar from './ar/formFilling.json';
import en from './en/formFilling.json';

export const formFillingNs = registerNamespace('formFilling', { en, ar });
