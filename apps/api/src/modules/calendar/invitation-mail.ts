/** The mail that carries a meeting's .ics to an attendee outside the firm, in English or Arabic. */
import type { Locale } from '@counsel/domain';

export type InvitationKind = 'new' | 'updated' | 'cancelled';

export interface InvitationFacts {
  kind: InvitationKind;
  firmName: string;
  attendeeName: string;
  title: string;
  startAt: Date;
  timeZone: string;
  location: string | null;
  notes: string;
}

/** The meeting's start in its own zone, as the reader's language writes it. */
export const whenIn = (locale: Locale, at: Date, timeZone: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);

export function invitationMail(locale: Locale, facts: InvitationFacts): { subject: string; text: string } {
  const when = `${whenIn(locale, facts.startAt, facts.timeZone)} (${facts.timeZone})`;
  if (locale === 'ar') {
    const subject = {
      new: `دعوة: ${facts.title}`,
      updated: `تحديث الدعوة: ${facts.title}`,
      cancelled: `أُلغي الاجتماع: ${facts.title}`,
    }[facts.kind];
    const lead = {
      new: `يدعوك ${facts.firmName} إلى الاجتماع «${facts.title}».`,
      updated: `عدّل ${facts.firmName} الاجتماع «${facts.title}». هذه تفاصيله الآن:`,
      cancelled: `ألغى ${facts.firmName} الاجتماع «${facts.title}».`,
    }[facts.kind];
    return {
      subject,
      text: [
        `مرحبًا ${facts.attendeeName}،`,
        '',
        lead,
        `الموعد: ${when}`,
        ...(facts.location ? [`المكان: ${facts.location}`] : []),
        ...(facts.notes && facts.kind !== 'cancelled' ? ['', facts.notes] : []),
        '',
        facts.kind === 'cancelled'
          ? 'الملف المرفق يزيل الاجتماع من تقويمك.'
          : 'افتح الملف المرفق لإضافة الاجتماع إلى تقويمك أو تحديثه.',
        '',
        facts.firmName,
      ].join('\n'),
    };
  }
  const subject = {
    new: `Invitation: ${facts.title}`,
    updated: `Updated invitation: ${facts.title}`,
    cancelled: `Cancelled: ${facts.title}`,
  }[facts.kind];
  const lead = {
    new: `${facts.firmName} invites you to ${facts.title}.`,
    updated: `${facts.firmName} changed ${facts.title}. This is the meeting now:`,
    cancelled: `${facts.firmName} cancelled ${facts.title}.`,
  }[facts.kind];
  return {
    subject,
    text: [
      `Hello ${facts.attendeeName},`,
      '',
      lead,
      `When: ${when}`,
      ...(facts.location ? [`Where: ${facts.location}`] : []),
      ...(facts.notes && facts.kind !== 'cancelled' ? ['', facts.notes] : []),
      '',
      facts.kind === 'cancelled'
        ? 'The attached file removes the meeting from your calendar.'
        : 'Open the attached file to add the meeting to your calendar, or to update it there.',
      '',
      facts.firmName,
    ].join('\n'),
  };
}
