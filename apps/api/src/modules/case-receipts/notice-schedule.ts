/**
 * A saved appointment notice puts its printed appointment on the calendar: the date and time at the place's
 * zone (the state of the printed address, else the firm's), the place as printed. Through the calendar's
 * notice-appointments service, so the 08:00 appointment a biometrics or interview status made earlier for the
 * same receipt is corrected rather than doubled. The notice is read again here from the kept file (what the
 * client read before is not trusted); a notice that cannot be read just makes no appointment.
 */
import { instantInZone, type NoticeAppointmentFound } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import { placeNoticeAppointment } from '../calendar/notice-appointments.js';
import { extractReceipts } from './extraction.js';
import * as history from './history-repository.js';

/** The appointment the file's notice of that receipt prints, or null. */
export async function printedAppointment(file: ReceivedFile, receiptNumber: string) {
  try {
    const read = await extractReceipts(file);
    return read.receipts.find((notice) => notice.receipt_number === receiptNumber)?.appointment ?? null;
  } catch (error) {
    // A file that cannot be read now (unreadable, no number, OCR busy or too slow) is still kept as the
    // receipt's notice: it just puts nothing on the calendar.
    if (error instanceof AppError) return null;
    throw error;
  }
}

export interface ScheduledAppointment {
  id: number;
  start_at: string;
  address: string;
  created: boolean;
}

/** Writes the printed appointment for the firm's receipt; null when its case or a person to hold it is gone. */
export async function scheduleFromNotice(
  db: Db,
  lawFirmId: number,
  receipt: { id: number; receiptNumber: string },
  found: NoticeAppointmentFound,
): Promise<ScheduledAppointment | null> {
  const target = await history.receiptCase(db, lawFirmId, receipt.id);
  if (!target) return null;
  const team = await history.caseTeam(db, lawFirmId, target.caseId);
  const owner = team[0]?.id ?? target.createdByUserId;
  if (owner === null) return null;
  const timeZone = found.time_zone ?? target.timeZone;
  const [day = '', time = ''] = found.starts_at.split('T');
  const startAt = instantInZone(day, time, timeZone);
  const address = found.place ?? 'As given on the USCIS notice';
  const placed = await db.transaction((tx) =>
    placeNoticeAppointment(tx, found.kind, {
      lawFirmId,
      userId: owner,
      clientId: target.clientId,
      caseId: target.caseId,
      requestNumber: receipt.receiptNumber,
      startAt,
      timeZone,
      address,
      notes: `From the USCIS ${found.kind} notice of receipt ${receipt.receiptNumber}: date, time and place as printed.`,
    }),
  );
  return { id: placed.id, start_at: startAt.toISOString(), address, created: placed.created };
}
