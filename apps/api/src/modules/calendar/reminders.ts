/**
 * Reminder mails (issue 39): every minute, each user whose setting is on is mailed once about each meeting
 * they organise or attend and each appointment added for them that starts within their reminder time, in
 * their language. "Once" is a record per user, event and start, claimed before the mail goes out, so
 * overlapping runs never both send; a rescheduled event has a new start and reminds again. A refused mail
 * gives its claim back (the next run retries) and never stops the others.
 */
import { LOCALES, type Locale } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { reminderMail } from './reminder-mail.js';
import * as repo from './reminder-repository.js';

export const CALENDAR_REMINDER_JOB = 'calendar.reminders';
/** Every minute: a reminder is due at most a minute late. */
export const CALENDAR_REMINDER_CRON = '* * * * *';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  /** APP_URL: the mail links to the calendar there. */
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

interface Due {
  userId: number;
  email: string;
  fullName: string;
  locale: string;
  lawFirmId: number;
  kind: 'meeting' | 'appointment';
  eventId: number;
  title: string;
  startAt: Date;
  timeZone: string;
  place: string | null;
}

const asLocale = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en');

async function dueAt(db: Db, now: Date): Promise<Due[]> {
  const [meetings, appointments] = await Promise.all([repo.dueMeetings(db, now), repo.dueAppointments(db, now)]);
  return [
    ...meetings.map((row): Due => ({ ...row, kind: 'meeting' })),
    ...appointments.map(
      (row): Due => ({
        ...row,
        kind: 'appointment',
        title: [row.legalCaseType, row.requestNumber, `${row.clientFirstName} ${row.clientLastName}`]
          .filter(Boolean)
          .join(' · '),
      }),
    ),
  ];
}

/** Sends the reminders due at `now`; answers how many went out. */
export async function runCalendarReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const due of await dueAt(deps.db, now)) {
    const key = { userId: due.userId, eventType: due.kind, eventId: due.eventId, startAt: due.startAt };
    if (!(await repo.claimReminder(deps.db, key, now))) continue;
    const locale = asLocale(due.locale);
    const { subject, text } = reminderMail(locale, {
      fullName: due.fullName,
      kind: due.kind,
      title: due.title,
      startAt: due.startAt,
      timeZone: due.timeZone,
      place: due.place,
      link: `${deps.publicOrigin}/${locale}/client/calendar`,
    });
    try {
      await deps.mailer.send({ lawFirmId: due.lawFirmId, to: [due.email], subject, text });
      sent += 1;
    } catch (error) {
      // One unreachable mailbox does not stop the others; giving the claim back lets the next run retry.
      await repo.releaseReminder(deps.db, key);
      deps.log.error(
        { err: error, user_id: due.userId, [`${due.kind}_id`]: due.eventId },
        'calendar reminder not sent',
      );
    }
  }
  return sent;
}

export async function registerCalendarReminders(deps: ReminderDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(CALENDAR_REMINDER_JOB, async () => {
    await runCalendarReminders(deps, new Date());
  });
  // pg-boss keeps one schedule per name across every API process, so each minute runs once.
  await deps.jobs.schedule(CALENDAR_REMINDER_JOB, CALENDAR_REMINDER_CRON);
}
