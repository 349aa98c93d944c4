/** The mail an employee receives when added to a case, in their own language. */
import type { Locale } from '@counsel/domain';

/** The case profile screen. */
export function caseLink(origin: string, locale: Locale, caseRow: { id: number; clientId: number }): string {
  return `${origin}/${locale}/client/${caseRow.clientId}/cases/${caseRow.id}`;
}

export interface MemberMailFacts {
  member: string;
  assignedBy: string;
  caseTitle: string;
  link: string;
}

export function memberMail(locale: Locale, facts: MemberMailFacts): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: `أُضفت إلى القضية: ${facts.caseTitle}`,
      text: [
        `مرحبًا ${facts.member}،`,
        '',
        `أضافك ${facts.assignedBy} إلى فريق القضية «${facts.caseTitle}».`,
        '',
        'لفتح القضية:',
        facts.link,
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: `You were added to the case ${facts.caseTitle}`,
    text: [
      `Hello ${facts.member},`,
      '',
      `${facts.assignedBy} added you to the team of the case ${facts.caseTitle}.`,
      '',
      'Open the case:',
      facts.link,
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
