import { registerNamespace } from '../lib/i18n';
import ar from './ar/team.json';
import en from './en/team.json';

export const teamNs = registerNamespace('team', { en, ar });
