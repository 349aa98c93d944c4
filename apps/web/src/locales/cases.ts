import { registerNamespace } from '../lib/i18n';
import ar from './ar/cases.json';
import en from './en/cases.json';

export const casesNs = registerNamespace('cases', { en, ar });
