/**
 * A receipt's tracked status. `recordStatus` writes what a lookup found (by a person or by the daily
 * re-check) on the firm's receipt of that number under its row lock, and keeps one history row when the
 * status changed; on the first status USCIS gives a receipt, USCIS's own list of earlier steps is kept too,
 * so the timeline starts where the case did. `tellChange` then tells the case's team leads and assignees
 * by mail (claimed on the row first, so a change is told once however often it is found) and turns a
 * biometrics or interview notice into one calendar appointment.
 */
import {
  DEFAULT_EVENT_TIME,
  dateInZone,
  instantInZone,
  isAppointmentStatus,
  isFinalReceiptStatus,
  type ReceiptCheckSource,
  receiptStatusKind,
  uscisDay,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { UscisCaseStatus } from '../../integrations/uscis/provider.js';
import {
  addNoticeAppointment,
  findNoticeAppointment,
  noticeAppointmentTitle,
} from '../calendar/notice-appointments.js';
import * as history from './history-repository.js';
import * as mails from './mail-repository.js';
import { type StatusMailDeps, sendPendingMails } from './status-mail-delivery.js';

/** The status mails' deps (db, mailer, APP_URL, log) are all the tracking needs. */
export type TrackingDeps = StatusMailDeps;

/** A notice older than this is over: it is kept in the history but makes no appointment. */
export const NOTICE_APPOINTMENT_MAX_AGE_DAYS = 60;
const DAY_MS = 86_400_000;

/** A USCIS date-time ("MM-DD-YYYY HH:mm:ss", taken as UTC) as an instant, or null. */
export function uscisInstant(value: string | null | undefined): Date | null {
  const day = uscisDay(value);
  if (!day) return null;
  const time = /\b(\d{2}:\d{2}:\d{2})$/.exec(value ?? '')?.[1] ?? '12:00:00';
  const instant = new Date(`${day}T${time}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Writes a found status on the firm's receipt of that number and answers the history row of the change,
 * or null when nothing changed (or the firm keeps no receipt of that number).
 */
export async function recordStatus(
  db: Db,
  lawFirmId: number,
  found: UscisCaseStatus,
  source: ReceiptCheckSource,
  now: Date,
): Promise<history.HistoryRow | null> {
  return db.transaction(async (tx) => {
    const receipt = await history.lockReceiptByNumber(tx, lawFirmId, found.receiptNumber);
    if (!receipt) return null;
    const formType = found.formType ?? receipt.formType;
    await history.writeStatus(tx, lawFirmId, receipt.id, {
      status: found.statusTextEn,
      statusDescription: found.statusDescEn,
      ...(found.formType ? { formType: found.formType } : {}),
      ...(uscisDay(found.submittedDate) ? { submittedDate: uscisDay(found.submittedDate) } : {}),
      ...(uscisDay(found.modifiedDate) ? { modifiedDate: uscisDay(found.modifiedDate) } : {}),
      statusFinal: isFinalReceiptStatus(found.statusTextEn, formType),
      lastCheckedAt: now,
    });
    const changed = receipt.status !== found.statusTextEn || receipt.statusDescription !== found.statusDescEn;
    if (!changed) return null;
    const hadPrevious = receipt.statusDescription !== null;
    const row = (status: string, description: string, changedAt: Date, told: boolean) => ({
      lawFirmId,
      caseReceiptId: receipt.id,
      status,
      statusKind: receiptStatusKind(status),
      statusDescription: description,
      changedAt,
      checkedAt: now,
      source,
      hadPrevious: told,
    });
    if (!hadPrevious) {
      // USCIS's own list of the earlier steps: titles and dates only, never told (they are not news).
      for (const step of found.history) {
        const at = uscisInstant(step.date);
        if (at) await history.insertHistory(tx, row(step.completedTextEn, '', at, false));
      }
    }
    const changedAt = uscisInstant(found.modifiedDate) ?? now;
    return history.insertHistory(tx, row(found.statusTextEn, found.statusDescEn, changedAt, hadPrevious));
  });
}

/**
 * A biometrics or interview notice of the last 60 days becomes one appointment (the row's appointment_id,
 * set in the same transaction under the row's lock, keeps it one), on the day USCIS scheduled it or today
 * if that is past, at 08:00 where the firm is: the date and place are on the notice USCIS mails. When that
 * notice was read first (its appointment is still ahead), the change is linked to that appointment instead.
 */
async function makeAppointment(
  deps: TrackingDeps,
  change: history.HistoryRow,
  target: NonNullable<Awaited<ReturnType<typeof history.receiptCase>>>,
  userId: number,
  receiptNumber: string,
  now: Date,
): Promise<boolean> {
  if (!isAppointmentStatus(change.status)) return false;
  if (now.getTime() - change.changedAt.getTime() > NOTICE_APPOINTMENT_MAX_AGE_DAYS * DAY_MS) return false;
  const today = dateInZone(now, target.timeZone);
  const noticeDay = dateInZone(change.changedAt, target.timeZone);
  const day = noticeDay > today ? noticeDay : today;
  const kind = receiptStatusKind(change.status) === 'biometrics_scheduled' ? 'biometrics' : 'interview';
  return deps.db.transaction(async (tx) => {
    const locked = await history.lockHistoryRow(tx, change.lawFirmId, change.id);
    if (!locked || locked.appointmentId !== null) return false;
    const printed = await findNoticeAppointment(tx, change.lawFirmId, receiptNumber, kind);
    if (printed && printed.startAt >= now) {
      await history.setAppointment(tx, change.lawFirmId, change.id, printed.id);
      return false;
    }
    const appointmentId = await addNoticeAppointment(tx, {
      lawFirmId: change.lawFirmId,
      userId,
      clientId: target.clientId,
      caseId: target.caseId,
      legalCaseType: noticeAppointmentTitle(kind),
      requestNumber: receiptNumber,
      startAt: instantInZone(day, DEFAULT_EVENT_TIME, target.timeZone),
      timeZone: target.timeZone,
      address: 'As given on the USCIS notice',
      notes: [
        `From USCIS's status of ${noticeDay}: the date, time and place are on the notice USCIS mails; change this appointment when it arrives.`,
        '',
        change.status,
        change.statusDescription,
      ].join('\n'),
    });
    await history.setAppointment(tx, change.lawFirmId, change.id, appointmentId);
    return true;
  });
}

/**
 * Tells a recorded change: the appointment first (the mail says so), then one mail to each of the team, each
 * recorded so that a failed one is retried for that person alone (status-mail-delivery.ts).
 */
export async function tellChange(
  deps: TrackingDeps,
  change: history.HistoryRow,
  receiptNumber: string,
  now: Date,
): Promise<{ mailed: number; appointment: boolean }> {
  const target = await history.receiptCase(deps.db, change.lawFirmId, change.caseReceiptId);
  if (!target) return { mailed: 0, appointment: false };
  const team = await history.caseTeam(deps.db, change.lawFirmId, target.caseId);
  const owner = team[0]?.id ?? target.createdByUserId;
  let appointment = false;
  if (owner !== null) {
    try {
      appointment = await makeAppointment(deps, change, target, owner, receiptNumber, now);
    } catch (error) {
      deps.log.error({ err: error, status_history_id: change.id }, 'receipt notice appointment not made');
    }
  }
  // The first status found is where tracking starts, not news; a change already told is not told again.
  if (!change.hadPrevious || !(await history.claimNotice(deps.db, change.lawFirmId, change.id, now))) {
    return { mailed: 0, appointment };
  }
  await mails.addPendingMails(
    deps.db,
    change.lawFirmId,
    change.id,
    team.map((person) => person.id),
  );
  const mailed = await sendPendingMails(deps, change, target, team, appointment, now);
  return { mailed, appointment };
}
