import { registerNamespace } from '../lib/i18n';
import ar from './ar/documentFillings.json';
import en from './en/documentFillings.json';

export const documentFillingsNs = registerNamespace('documentFillings', { en, ar });
