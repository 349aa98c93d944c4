/**
 * Appointments that come from a notice rather than a person: a USCIS status saying that biometrics or an
 * interview was scheduled becomes one appointment of the case's client, on the calendar of the employee
 * who looks after the case. The caller passes its transaction, so the appointment and its record of where
 * it came from are written together (one appointment per notice). No past-date rule: the notice is news of
 * something already decided, and its date is the firm's to correct once the mailed notice arrives.
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
