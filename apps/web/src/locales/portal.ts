import { registerNamespace } from '../lib/i18n';
import ar from './ar/portal.json';
import en from './en/portal.json';

export const portalNs = registerNamespace('portal', { en, ar });
