import { registerNamespace } from '../lib/i18n';
import ar from './ar/settings.json';
import en from './en/settings.json';

export const settingsNs = registerNamespace('settings', { en, ar });
