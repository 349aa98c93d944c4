import ar from './ar/onlinePayments.json';
import en from './en/onlinePayments.json';
import { registerNamespace } from './i18n';

export const onlinePaymentsNs = registerNamespace('onlinePayments', { en, ar });
