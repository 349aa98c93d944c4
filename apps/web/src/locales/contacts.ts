import ar from './ar/contacts.json';
import en from './en/contacts.json';
import { registerNamespace } from './i18n';

export const contactsNs = registerNamespace('contacts', { en, ar });
