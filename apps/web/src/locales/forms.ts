import { registerNamespace } from '../lib/i18n';
import ar from './ar/forms.json';
import en from './en/forms.json';

export const formsNs = registerNamespace('forms', { en, ar });
