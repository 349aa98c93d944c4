import { RECEIPT_STATUS_KIND_NAMES } from '@counsel/domain';
import ar from './ar/caseReceipts.json';
import en from './en/caseReceipts.json';
import { registerNamespace } from './i18n';

// The kinds' names come from the domain, where the status change mail reads them too.
export const caseReceiptsNs = registerNamespace('caseReceipts', {
  en: { ...en, kinds: RECEIPT_STATUS_KIND_NAMES.en },
  ar: { ...ar, kinds: RECEIPT_STATUS_KIND_NAMES.ar },
});
