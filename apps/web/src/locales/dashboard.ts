import { registerNamespace } from '../lib/i18n';
import ar from './ar/dashboard.json';
import en from './en/dashboard.json';

export const dashboardNs = registerNamespace('dashboard', { en, ar });
