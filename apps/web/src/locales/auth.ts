import ar from './ar/auth.json';
import en from './en/auth.json';
import { registerNamespace } from './i18n';

export const authNs = registerNamespace('auth', { en, ar });
