import { registerNamespace } from '../lib/i18n';
import ar from './ar/clientRecords.json';
import en from './en/clientRecords.json';

export const clientRecordsNs = registerNamespace('clientRecords', { en, ar });
