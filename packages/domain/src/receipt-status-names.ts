/**
 * The names of the kinds of a USCIS status in each language, as the screens show them (the receipts list, the
 * timeline, the dashboard) and as the status change mail says them: one list, so the mail and the screen
 * never call one step two things.
 */
import type { Locale } from './locales.js';
import type { ReceiptStatusKind } from './receipt-status.js';

export const RECEIPT_STATUS_KIND_NAMES: Readonly<Record<Locale, Readonly<Record<ReceiptStatusKind, string>>>> = {
  en: {
    received: 'Received',
    biometrics_scheduled: 'Biometrics scheduled',
    interview_scheduled: 'Interview scheduled',
    evidence_requested: 'Evidence requested',
    evidence_received: 'Evidence received',
    in_review: 'In review',
    transferred: 'Transferred',
    approved: 'Approved',
    card_produced: 'Card being produced',
    card_mailed: 'Card mailed',
    card_delivered: 'Card delivered',
    denied: 'Denied',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    closed: 'Closed',
    other: 'Status updated',
  },
  ar: {
    received: 'تم الاستلام',
    biometrics_scheduled: 'تحديد موعد البصمات',
    interview_scheduled: 'تحديد موعد المقابلة',
    evidence_requested: 'طلب أدلة إضافية',
    evidence_received: 'تم استلام الأدلة',
    in_review: 'قيد المراجعة',
    transferred: 'نُقلت القضية',
    approved: 'تمت الموافقة',
    card_produced: 'البطاقة قيد الإصدار',
    card_mailed: 'أُرسلت البطاقة بالبريد',
    card_delivered: 'سُلّمت البطاقة',
    denied: 'تم الرفض',
    rejected: 'رُفض الطلب شكليًا',
    withdrawn: 'تم السحب',
    closed: 'أُغلقت القضية',
    other: 'تحديث الحالة',
  },
};
