import { registerNamespace } from '../lib/i18n';
import ar from './ar/formSending.json';
import en from './en/formSending.json';

export const formSendingNs = registerNamespace('formSending', { en, ar });
