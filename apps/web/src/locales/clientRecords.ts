import ar from './ar/clientRecords.json';
import en from './en/clientRecords.json';
import { registerNamespace } from './i18n';

export const clientRecordsNs = registerNamespace('clientRecords', { en, ar });
