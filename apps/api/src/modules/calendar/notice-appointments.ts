/**
 * Appointments that come from a notice rather than a person: a USCIS status saying that biometrics or an
 * interview was scheduled becomes one appointment of the case's client, on the calendar of the employee
 * who looks after the case. The caller passes its transaction, so the appointment and its record of where
 * it came from are written together (one appointment per notice). No past-date rule: the notice is news of
 * something already decided, and its date is the firm's to correct once the mailed notice arrives.
 *
 * A receipt has one appointment of each kind: the title ("USCIS biometrics", "USCIS interview") and the receipt
 * number find it, so the mailed notice read later corrects the one a status made (at 08:00, place unknown)
 * instead of adding a second, and a status found after the notice was read finds the notice's.
 */
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import * as repo from './repository.js';

export interface NoticeAppointment {
  lawFirmId: number;
  /** The employee whose calendar shows it. */
  userId: number;
  clientId: number;
  caseId: number;
  /** What kind of appointment, as the calendar's title shows it (e.g. "USCIS biometrics · I-485"). */
  legalCaseType: string;
  /** The receipt number the notice is about. */
  requestNumber: string;
  startAt: Date;
  timeZone: string;
  address: string;
  notes: string;
}

export type NoticeAppointmentKind = 'biometrics' | 'interview';

/** The calendar title of a notice's appointment of that kind. */
export const noticeAppointmentTitle = (kind: NoticeAppointmentKind) => `USCIS ${kind}`;

/** The receipt's latest appointment of that kind, or null. */
export function findNoticeAppointment(
  tx: DbOrTx,
  lawFirmId: number,
  requestNumber: string,
  kind: NoticeAppointmentKind,
) {
  return repo.latestAppointmentOf(tx, lawFirmId, requestNumber, noticeAppointmentTitle(kind));
}

/**
 * The appointment a notice prints: the receipt's appointment of that kind takes its date, time and place (its
 * person, client and case stay); without one it is added. Answers its id and whether it was added.
 */
export async function placeNoticeAppointment(
  tx: DbOrTx,
  kind: NoticeAppointmentKind,
  appointment: Omit<NoticeAppointment, 'legalCaseType'>,
): Promise<{ id: number; created: boolean }> {
  const existing = await findNoticeAppointment(tx, appointment.lawFirmId, appointment.requestNumber, kind);
  if (!existing) {
    const id = await addNoticeAppointment(tx, { ...appointment, legalCaseType: noticeAppointmentTitle(kind) });
    return { id, created: true };
  }
  const { startAt, timeZone, address, notes, lawFirmId } = appointment;
  await repo.updateAppointment(tx, lawFirmId, existing.id, { startAt, timeZone, address, notes });
  await recordAudit(tx, {
    lawFirmId,
    userId: null,
    action: 'appointment.updated',
    entityType: 'appointment',
    entityId: existing.id,
    details: { from_notice: appointment.requestNumber },
  });
  return { id: existing.id, created: false };
}

export async function addNoticeAppointment(tx: DbOrTx, appointment: NoticeAppointment): Promise<number> {
  const { lawFirmId, ...values } = appointment;
  const id = await repo.insertAppointment(tx, lawFirmId, values);
  await recordAudit(tx, {
    lawFirmId,
    userId: null,
    action: 'appointment.created',
    entityType: 'appointment',
    entityId: id,
    details: { from_notice: appointment.requestNumber },
  });
  return id;
}
