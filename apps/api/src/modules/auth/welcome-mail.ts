/** After sign-up, the new admin gets a welcome message (sent by a job, so sign-up never waits on mail). */
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { findFirm, findUserById } from './repository.js';

export const WELCOME_MAIL_JOB = 'auth.welcome-mail';

export function welcomeMailText(fullName: string, firmName: string): { subject: string; text: string } {
  return {
    subject: `Welcome to Counsel, ${firmName}`,
    text: [
      `Hello ${fullName},`,
      '',
      `Your firm ${firmName} is ready on Counsel. Your 14-day trial includes every feature.`,
      'Sign in any time to add your team, your clients and their cases.',
      '',
      'The Counsel team',
    ].join('\n'),
  };
}

export async function registerWelcomeMail(deps: { db: Db; jobs: JobQueue; mailer: Mailer }): Promise<void> {
  await deps.jobs.work<{ user_id: number }>(WELCOME_MAIL_JOB, async ({ user_id }) => {
    const user = await findUserById(deps.db, user_id);
    if (!user) return;
    const firm = await findFirm(deps.db, user.lawFirmId);
    if (!firm) return;
    const { subject, text } = welcomeMailText(user.fullName, firm.name);
    await deps.mailer.send({ lawFirmId: firm.id, to: [user.email], subject, text });
  });
}
