/**
 * The mail the case's team leads and assignees get when USCIS changes a receipt's status, in each reader's
 * language. USCIS's title and text are quoted as sent (in English); the kind of the status is said in the
 * reader's language, by the names the screens use (the domain's RECEIPT_STATUS_KIND_NAMES).
 */
import { type Locale, RECEIPT_STATUS_KIND_NAMES, type ReceiptStatusKind } from '@counsel/domain';

export const statusKindName = (locale: Locale, kind: ReceiptStatusKind): string =>
  RECEIPT_STATUS_KIND_NAMES[locale][kind];

export interface StatusMailFacts {
  reader: string;
  receiptNumber: string;
  caseTitle: string;
  kind: ReceiptStatusKind;
  /** USCIS's title and text, as sent. */
  status: string;
  statusDescription: string;
  /** The day USCIS changed it, YYYY-MM-DD. */
  changedOn: string;
  appointmentAdded: boolean;
  link: string;
}

export function statusChangeMail(locale: Locale, facts: StatusMailFacts): { subject: string; text: string } {
  const kind = statusKindName(locale, facts.kind);
  const quoted = [`"${facts.status}"`, ...(facts.statusDescription ? ['', facts.statusDescription] : [])];
  if (locale === 'ar') {
    return {
      subject: `تغيّرت حالة الإيصال ${facts.receiptNumber}: ${kind}`,
      text: [
        `مرحبًا ${facts.reader}،`,
        '',
        `غيّرت دائرة الهجرة (USCIS) حالة الإيصال ${facts.receiptNumber} في القضية «${facts.caseTitle}» بتاريخ ${facts.changedOn}.`,
        `ملخص الحالة: ${kind}`,
        '',
        'نص USCIS كما ورد (بالإنجليزية):',
        ...quoted,
        ...(facts.appointmentAdded
          ? ['', 'أُضيف موعد إلى التقويم؛ عدّل تاريخه ومكانه عند وصول إشعار USCIS بالبريد.']
          : []),
        '',
        'لفتح القضية:',
        facts.link,
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: `USCIS status changed for ${facts.receiptNumber}: ${kind}`,
    text: [
      `Hello ${facts.reader},`,
      '',
      `USCIS changed the status of receipt ${facts.receiptNumber} on the case ${facts.caseTitle} on ${facts.changedOn}.`,
      `In short: ${kind}`,
      '',
      'USCIS’s text, as sent:',
      ...quoted,
      ...(facts.appointmentAdded
        ? ['', 'An appointment was added to the calendar; set its date and place when USCIS’s mailed notice arrives.']
        : []),
      '',
      'Open the case:',
      facts.link,
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
