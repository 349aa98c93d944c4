/** The mail that carries a closure export's link (never the file itself), in the report's language. */
import type { Locale } from '@counsel/domain';

export function closureMail(
  locale: Locale,
  facts: { subject: string; caseTitle: string; firm: string; link: string; expires: string; format: 'pdf' | 'zip' },
): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: facts.subject,
      text: [
        `ملفات إغلاق القضية «${facts.caseTitle}» جاهزة (${facts.format === 'zip' ? 'ملف ZIP' : 'تقرير PDF'}).`,
        '',
        'للتنزيل:',
        facts.link,
        '',
        `يعمل الرابط حتى ${facts.expires}.`,
        '',
        facts.firm,
      ].join('\n'),
    };
  }
  return {
    subject: facts.subject,
    text: [
      `The closure files of the case ${facts.caseTitle} are ready (${facts.format === 'zip' ? 'a ZIP archive' : 'a PDF report'}).`,
      '',
      'Download them:',
      facts.link,
      '',
      `The link works until ${facts.expires}.`,
      '',
      facts.firm,
    ].join('\n'),
  };
}
