import { registerNamespace } from '../lib/i18n';
import ar from './ar/invoiceSettings.json';
import en from './en/invoiceSettings.json';

export const invoiceSettingsNs = registerNamespace('invoiceSettings', { en, ar });
