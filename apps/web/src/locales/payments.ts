import { registerNamespace } from '../lib/i18n';
import ar from './ar/payments.json';
import en from './en/payments.json';

export const paymentsNs = registerNamespace('payments', { en, ar });
