import ar from './ar/payments.json';
import en from './en/payments.json';
import { registerNamespace } from './i18n';

export const paymentsNs = registerNamespace('payments', { en, ar });
