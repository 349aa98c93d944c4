import ar from './ar/time.json';
import en from './en/time.json';
import { registerNamespace } from './i18n';

export const timeNs = registerNamespace('time', { en, ar });
