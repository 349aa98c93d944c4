import { registerNamespace } from '../lib/i18n';
import ar from './ar/contacts.json';
import en from './en/contacts.json';

export const contactsNs = registerNamespace('contacts', { en, ar });
