import { registerNamespace } from '../lib/i18n';
import ar from './ar/templates.json';
import en from './en/templates.json';

export const templatesNs = registerNamespace('templates', { en, ar });
