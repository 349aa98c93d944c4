import ar from './ar/templates.json';
import en from './en/templates.json';
import { registerNamespace } from './i18n';

export const templatesNs = registerNamespace('templates', { en, ar });
