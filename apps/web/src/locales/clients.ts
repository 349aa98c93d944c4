import { registerNamespace } from '../lib/i18n';
import ar from './ar/clients.json';
import en from './en/clients.json';

export const clientsNs = registerNamespace('clients', { en, ar });
