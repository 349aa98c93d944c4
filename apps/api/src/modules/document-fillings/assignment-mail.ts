/** The mail an employee receives when a form filling is handed to them, in their own language. */
import type { Locale } from '@counsel/domain';

/** The filling screen opened on the filling's client, case and form. */
export function fillingLink(
  origin: string,
  locale: Locale,
  filling: { clientId: number; caseId: number | null; formType: string; formId: number },
): string {
  const query = new URLSearchParams({
    client_id: String(filling.clientId),
    form_type: filling.formType,
    id: String(filling.formId),
  });
  if (filling.caseId !== null) query.set('case_id', String(filling.caseId));
  return `${origin}/${locale}/forms/fill?${query}`;
}

export interface AssignmentFacts {
  assignee: string;
  assignedBy: string;
  formTitle: string;
  clientName: string;
  caseTitle: string | null;
  note: string | null;
  link: string;
}

export function assignmentMail(locale: Locale, facts: AssignmentFacts): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: `نموذج للتعبئة: ${facts.formTitle} للموكل ${facts.clientName}`,
      text: [
        `مرحبًا ${facts.assignee}،`,
        '',
        `طلب منك ${facts.assignedBy} تعبئة النموذج «${facts.formTitle}» للموكل ${facts.clientName}.`,
        ...(facts.caseTitle ? [`القضية: ${facts.caseTitle}`] : []),
        ...(facts.note ? ['', `ملاحظة: ${facts.note}`] : []),
        '',
        'لفتح النموذج جاهزًا للتعبئة:',
        facts.link,
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: `Form to fill: ${facts.formTitle} for ${facts.clientName}`,
    text: [
      `Hello ${facts.assignee},`,
      '',
      `${facts.assignedBy} asked you to fill ${facts.formTitle} for ${facts.clientName}.`,
      ...(facts.caseTitle ? [`Case: ${facts.caseTitle}`] : []),
      ...(facts.note ? ['', `Note: ${facts.note}`] : []),
      '',
      'Open the form, ready to fill:',
      facts.link,
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
