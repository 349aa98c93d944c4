/** The mail an employee receives when tasks of a case are handed to them, in their own language. */
import type { Locale } from '@counsel/domain';

export const caseLink = (origin: string, locale: Locale, clientId: number, caseId: number) =>
  `${origin}/${locale}/client/${clientId}/cases/${caseId}`;

export interface TaskMailFacts {
  assignee: string;
  assignedBy: string;
  caseTitle: string;
  clientName: string;
  tasks: string[];
  link: string;
}

export function taskAssignmentMail(locale: Locale, facts: TaskMailFacts): { subject: string; text: string } {
  const list = facts.tasks.map((title) => `• ${title}`);
  if (locale === 'ar') {
    return {
      subject: `مهام جديدة لك في القضية: ${facts.caseTitle}`,
      text: [
        `مرحبًا ${facts.assignee}،`,
        '',
        `أسند إليك ${facts.assignedBy} ${facts.tasks.length === 1 ? 'مهمة' : 'مهامّ'} في قضية «${facts.caseTitle}» للموكل ${facts.clientName}:`,
        ...list,
        '',
        'لفتح القضية:',
        facts.link,
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: `New ${facts.tasks.length === 1 ? 'task' : 'tasks'} for you in ${facts.caseTitle}`,
    text: [
      `Hello ${facts.assignee},`,
      '',
      `${facts.assignedBy} assigned you ${facts.tasks.length === 1 ? 'a task' : `${facts.tasks.length} tasks`} in the case ${facts.caseTitle} for ${facts.clientName}:`,
      ...list,
      '',
      'Open the case:',
      facts.link,
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
