import ar from './ar/team.json';
import en from './en/team.json';
import { registerNamespace } from './i18n';

export const teamNs = registerNamespace('team', { en, ar });
