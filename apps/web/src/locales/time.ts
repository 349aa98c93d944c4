import { registerNamespace } from '../lib/i18n';
import ar from './ar/time.json';
import en from './en/time.json';

export const timeNs = registerNamespace('time', { en, ar });
