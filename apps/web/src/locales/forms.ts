import ar from './ar/forms.json';
import en from './en/forms.json';
import { registerNamespace } from './i18n';

export const formsNs = registerNamespace('forms', { en, ar });
