import ar from './ar/documentFillings.json';
import en from './en/documentFillings.json';
import { registerNamespace } from './i18n';

export const documentFillingsNs = registerNamespace('documentFillings', { en, ar });
