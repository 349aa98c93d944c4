import ar from './ar/formSending.json';
import en from './en/formSending.json';
import { registerNamespace } from './i18n';

export const formSendingNs = registerNamespace('formSending', { en, ar });
