import ar from './ar/calendar.json';
import en from './en/calendar.json';
import { registerNamespace } from './i18n';

export const calendarNs = registerNamespace('calendar', { en, ar });
