/**
 * Sending a told change's mails, one per team member, each recorded (mail-repository.ts): a mail that fails
 * stays pending and is tried again by the hourly retry, for that person only, at most MAX_MAIL_ATTEMPTS times
 * and for a week after the change was told. Each try is counted before the mail goes, so two runs never send
 * one mail twice; a mail that went is never sent again.
 */
import { dateInZone, LOCALES, type Locale, receiptStatusKind } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import * as history from './history-repository.js';
import * as mails from './mail-repository.js';
import { statusChangeMail } from './status-mail.js';

/** What sending needs; the tracking's deps hold it (tracking.ts calls here, never the other way). */
export interface StatusMailDeps {
  db: Db;
  mailer: Mailer;
  /** APP_URL: the mail links to the case there. */
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

export const MAX_MAIL_ATTEMPTS = 5;
/** A failed mail is not tried again sooner than this. */
export const MAIL_RETRY_AFTER_MS = 30 * 60_000;
/** Changes told longer ago than this are not mailed any more (the news is old). */
const RETRY_FOR_MS = 7 * 86_400_000;
/** Changes looked at by one retry run. */
const RETRY_BATCH = 200;

export const STATUS_MAIL_RETRY_JOB = 'case-receipts.status-mail-retry';
export const STATUS_MAIL_RETRY_CRON = '40 * * * *';

type Target = NonNullable<Awaited<ReturnType<typeof history.receiptCase>>>;
type Person = Awaited<ReturnType<typeof history.caseTeam>>[number];

const asLocale = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en');

/** Sends the change's pending mails that may go now; answers how many went. */
export async function sendPendingMails(
  deps: StatusMailDeps,
  change: history.HistoryRow,
  target: Target,
  team: readonly Person[],
  appointmentAdded: boolean,
  now: Date,
): Promise<number> {
  const triedBefore = new Date(now.getTime() - MAIL_RETRY_AFTER_MS);
  const claimed = await mails.claimPendingMails(
    deps.db,
    change.lawFirmId,
    change.id,
    MAX_MAIL_ATTEMPTS,
    triedBefore,
    now,
  );
  let mailed = 0;
  for (const row of claimed) {
    // Someone who left the case's team (or the firm) since is not told; their try is spent.
    const person = team.find((member) => member.id === row.userId);
    if (!person) continue;
    const locale = asLocale(person.locale);
    const mail = statusChangeMail(locale, {
      reader: person.fullName,
      receiptNumber: target.receiptNumber,
      caseTitle: target.caseTitle,
      kind: receiptStatusKind(change.status),
      status: change.status,
      statusDescription: change.statusDescription,
      changedOn: dateInZone(change.changedAt, target.timeZone),
      appointmentAdded,
      link: `${deps.publicOrigin}/${locale}/client/${target.clientId}/cases/${target.caseId}`,
    });
    try {
      await deps.mailer.send({ lawFirmId: change.lawFirmId, to: [person.email], ...mail });
      await mails.markMailSent(deps.db, change.lawFirmId, row.id, now);
      mailed += 1;
    } catch (error) {
      // One unreachable mailbox does not stop the others; this one stays pending for the retry.
      deps.log.error({ err: error, status_history_id: change.id, user_id: person.id }, 'status change mail not sent');
    }
  }
  return mailed;
}

/** The hourly retry: every firm's failed mails of the last week, each change on its own; answers how many went. */
export async function retryStatusMails(deps: StatusMailDeps, now: Date): Promise<number> {
  const due = await mails.changesWithPendingMails(
    deps.db,
    MAX_MAIL_ATTEMPTS,
    new Date(now.getTime() - RETRY_FOR_MS),
    RETRY_BATCH,
  );
  let mailed = 0;
  for (const { history: change } of due) {
    try {
      const target = await history.receiptCase(deps.db, change.lawFirmId, change.caseReceiptId);
      if (!target) continue;
      const team = await history.caseTeam(deps.db, change.lawFirmId, target.caseId);
      mailed += await sendPendingMails(deps, change, target, team, change.appointmentId !== null, now);
    } catch (error) {
      deps.log.error({ err: error, status_history_id: change.id }, 'status change mail retry failed');
    }
  }
  return mailed;
}
