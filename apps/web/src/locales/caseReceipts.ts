import ar from './ar/caseReceipts.json';
import en from './en/caseReceipts.json';
import { registerNamespace } from './i18n';

export const caseReceiptsNs = registerNamespace('caseReceipts', { en, ar });
