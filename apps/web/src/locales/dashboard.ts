import ar from './ar/dashboard.json';
import en from './en/dashboard.json';
import { registerNamespace } from './i18n';

export const dashboardNs = registerNamespace('dashboard', { en, ar });
