import ar from './ar/clients.json';
import en from './en/clients.json';
import { registerNamespace } from './i18n';

export const clientsNs = registerNamespace('clients', { en, ar });
