import ar from './ar/settings.json';
import en from './en/settings.json';
import { registerNamespace } from './i18n';

export const settingsNs = registerNamespace('settings', { en, ar });
