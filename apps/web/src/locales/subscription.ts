import ar from './ar/subscription.json';
import en from './en/subscription.json';
import { registerNamespace } from './i18n';

export const subscriptionNs = registerNamespace('subscription', { en, ar });
