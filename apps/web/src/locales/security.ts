import ar from './ar/security.json';
import en from './en/security.json';
import { registerNamespace } from './i18n';

export const securityNs = registerNamespace('security', { en, ar });
