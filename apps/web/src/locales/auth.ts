import { registerNamespace } from '../lib/i18n';
import ar from './ar/auth.json';
import en from './en/auth.json';

export const authNs = registerNamespace('auth', { en, ar });
