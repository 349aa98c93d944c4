/** The mails of a sent form: the client's link (first sent, sent again, or a reminder) and the sender's notice. */
import type { Locale } from '@counsel/domain';

/** The client's page of the form; the token is the only key, so it is never logged (see app.ts). */
export const clientFormLink = (origin: string, locale: Locale, token: string) =>
  `${origin}/${locale}/client-form/${token}`;

/** The staff's list of sent forms. */
export const sentFormsLink = (origin: string, locale: Locale) => `${origin}/${locale}/forms?tab=sent`;

export interface ClientMailFacts {
  kind: 'sent' | 'reminder';
  firmName: string;
  clientName: string;
  formTitle: string;
  link: string;
  expiresAt: Date;
}

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export function clientFormMail(locale: Locale, facts: ClientMailFacts): { subject: string; text: string } {
  const until = day(facts.expiresAt, locale);
  if (locale === 'ar') {
    return {
      subject:
        facts.kind === 'reminder'
          ? `تذكير من ${facts.firmName}: النموذج «${facts.formTitle}» بانتظارك`
          : `${facts.firmName} يطلب منك تعبئة النموذج «${facts.formTitle}»`,
      text: [
        `مرحبًا ${facts.clientName}،`,
        '',
        facts.kind === 'reminder'
          ? `نذكّرك بأن ${facts.firmName} ما زال بانتظار النموذج «${facts.formTitle}».`
          : `أرسل إليك ${facts.firmName} النموذج «${facts.formTitle}» لتعبئته وتوقيعه.`,
        'يُحفظ ما تكتبه أولًا بأول، فيمكنك المتابعة لاحقًا من الرابط نفسه.',
        '',
        'لفتح النموذج:',
        facts.link,
        '',
        `يعمل هذا الرابط حتى ${until}. لا تشاركه مع أحد.`,
        '',
        facts.firmName,
      ].join('\n'),
    };
  }
  return {
    subject:
      facts.kind === 'reminder'
        ? `Reminder from ${facts.firmName}: ${facts.formTitle} is waiting for you`
        : `${facts.firmName} asks you to fill in ${facts.formTitle}`,
    text: [
      `Hello ${facts.clientName},`,
      '',
      facts.kind === 'reminder'
        ? `${facts.firmName} is still waiting for ${facts.formTitle}.`
        : `${facts.firmName} sent you ${facts.formTitle} to fill in and sign.`,
      'What you type is saved as you go, so you can come back to it from the same link.',
      '',
      'Open the form:',
      facts.link,
      '',
      `This link works until ${until}. Do not share it with anyone.`,
      '',
      facts.firmName,
    ].join('\n'),
  };
}

export interface SubmittedMailFacts {
  senderName: string;
  clientName: string;
  formTitle: string;
  link: string;
}

export function submittedMail(locale: Locale, facts: SubmittedMailFacts): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: `أرسل ${facts.clientName} النموذج «${facts.formTitle}»`,
      text: [
        `مرحبًا ${facts.senderName}،`,
        '',
        `عبّأ ${facts.clientName} النموذج «${facts.formTitle}» ووقّعه. حُفظ الملف الموقّع في مستنداته.`,
        '',
        'لمراجعته:',
        facts.link,
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: `${facts.clientName} submitted ${facts.formTitle}`,
    text: [
      `Hello ${facts.senderName},`,
      '',
      `${facts.clientName} filled in and signed ${facts.formTitle}. The signed PDF is saved in their documents.`,
      '',
      'Review it:',
      facts.link,
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
