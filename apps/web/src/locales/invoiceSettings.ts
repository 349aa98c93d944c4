import ar from './ar/invoiceSettings.json';
import en from './en/invoiceSettings.json';
import { registerNamespace } from './i18n';

export const invoiceSettingsNs = registerNamespace('invoiceSettings', { en, ar });
