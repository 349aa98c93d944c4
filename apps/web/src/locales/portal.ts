import ar from './ar/portal.json';
import en from './en/portal.json';
import { registerNamespace } from './i18n';

export const portalNs = registerNamespace('portal', { en, ar });
