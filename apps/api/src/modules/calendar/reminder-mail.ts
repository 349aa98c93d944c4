/** The reminder mailed to a user before a meeting or appointment, in their language. */
import type { Locale } from '@counsel/domain';
import { whenIn } from './invitation-mail.js';

export interface ReminderFacts {
  fullName: string;
  kind: 'meeting' | 'appointment';
  title: string;
  startAt: Date;
  timeZone: string;
  place: string | null;
  /** The calendar page in the reader's language. */
  link: string;
}

export function reminderMail(locale: Locale, facts: ReminderFacts): { subject: string; text: string } {
  const when = `${whenIn(locale, facts.startAt, facts.timeZone)} (${facts.timeZone})`;
  if (locale === 'ar') {
    return {
      subject: `تذكير: ${facts.title}`,
      text: [
        `مرحبًا ${facts.fullName}،`,
        '',
        facts.kind === 'meeting' ? `يبدأ اجتماعك «${facts.title}» قريبًا.` : `يقترب موعدك «${facts.title}».`,
        `الموعد: ${when}`,
        ...(facts.place ? [`المكان: ${facts.place}`] : []),
        '',
        'لعرض التقويم:',
        facts.link,
        '',
        'يمكنك تغيير وقت التذكير أو إيقافه من إعدادات التقويم.',
      ].join('\n'),
    };
  }
  return {
    subject: `Reminder: ${facts.title}`,
    text: [
      `Hello ${facts.fullName},`,
      '',
      facts.kind === 'meeting'
        ? `Your meeting ${facts.title} starts soon.`
        : `Your appointment ${facts.title} is coming up.`,
      `When: ${when}`,
      ...(facts.place ? [`Where: ${facts.place}`] : []),
      '',
      'To see your calendar:',
      facts.link,
      '',
      'You can change the reminder time or turn reminders off in the calendar settings.',
    ].join('\n'),
  };
}
