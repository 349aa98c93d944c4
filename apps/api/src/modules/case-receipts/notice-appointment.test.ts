/**
 * An appointment notice saved to its receipt (PUT /api/case-receipt/update-scanned-notice-file) puts its printed
 * date, time and place on the calendar: correcting the 08:00 appointment a biometrics status made, never adding
 * a second; and a status found after the notice links to the notice's appointment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, caseReceiptStatusHistory } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { TestFirm } from '../../test/firms.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';
import { ASC_NOTICE, textNoticePdf } from '../../test/kits/notices.js';
import { multipart } from '../../test/kits/team.js';
import { recordStatus, tellChange } from './tracking.js';

let t: TestApp;
let w: ReceiptsWorld;
let notice: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReceiptsWorld(t);
  notice = await textNoticePdf([ASC_NOTICE]);
});
afterAll(() => t.close());

const addReceipt = async (firm: TestFirm, caseId: number) => {
  const res = await t.call('POST', `/api/case-receipt/${firm.lawFirmId}`, {
    token: firm.admin.token,
    body: receiptBody(caseId, { receipt_number: ASC_NOTICE.receipt, form_type: 'I-485', status: null }),
  });
  expect(res.status).toBe(201);
  return res.body.case_receipt.id as number;
};

async function saveNotice(receiptId: number, token: string) {
  const { body, headers } = await multipart({ case_receipt_id: String(receiptId) }, [
    { name: 'file', bytes: notice, filename: 'ASC-notice.pdf' },
  ]);
  return t.call('PUT', '/api/case-receipt/update-scanned-notice-file', { token, body, headers });
}

/** A biometrics status found for the receipt, recorded and told as the daily re-check does. */
async function biometricsStatus(lawFirmId: number, now = new Date()) {
  const found = {
    receiptNumber: ASC_NOTICE.receipt,
    formType: 'I-485',
    submittedDate: null,
    modifiedDate: null,
    statusTextEn: 'Case Was Scheduled For Biometrics Appointment',
    statusDescEn: 'We scheduled your biometrics services appointment. We mailed you an appointment notice.',
    history: [],
  };
  const change = await recordStatus(t.services.db, lawFirmId, found, 'automatic', now);
  const deps = { db: t.services.db, mailer: t.services.mailer, publicOrigin: 'http://localhost', log: console };
  await tellChange(deps, change!, ASC_NOTICE.receipt, now);
  return change!.id;
}

const appointmentsOf = (lawFirmId: number) =>
  t.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.lawFirmId, lawFirmId), eq(appointments.requestNumber, ASC_NOTICE.receipt)));

const PLACE = 'USCIS HOUSTON, 16630 IMPERIAL VALLEY DR STE 150, HOUSTON TX 77060';
// 10:00 AM in Houston on 2024-09-05 (CDT, UTC−5).
const PRINTED_START = '2024-09-05T15:00:00.000Z';

describe('an appointment notice saved to its receipt', () => {
  it('corrects the 08:00 appointment the biometrics status made to the printed date, time and place', async () => {
    const receiptId = await addReceipt(w.firm, w.secondCaseId);
    await biometricsStatus(w.firm.lawFirmId);
    const [placeholder] = await appointmentsOf(w.firm.lawFirmId);
    expect(placeholder!.address).toBe('As given on the USCIS notice');

    const res = await saveNotice(receiptId, w.firm.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toEqual({
      id: placeholder!.id,
      start_at: PRINTED_START,
      address: PLACE,
      created: false,
    });
    const rows = await appointmentsOf(w.firm.lawFirmId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: placeholder!.id,
      address: PLACE,
      timeZone: 'America/Chicago',
      legalCaseType: 'USCIS biometrics',
    });
    expect(rows[0]!.startAt.toISOString()).toBe(PRINTED_START);

    // The same notice saved again changes nothing more.
    expect((await saveNotice(receiptId, w.firm.admin.token)).body.appointment.id).toBe(placeholder!.id);
    expect(await appointmentsOf(w.firm.lawFirmId)).toHaveLength(1);
  });

  let theirReceiptId: number;

  it('adds the printed appointment when no status made one, and a status found before that day links to it', async () => {
    theirReceiptId = await addReceipt(w.otherFirm, w.theirCaseId);
    const res = await saveNotice(theirReceiptId, w.otherFirm.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ start_at: PRINTED_START, address: PLACE, created: true });
    const historyId = await biometricsStatus(w.otherFirm.lawFirmId, new Date('2024-08-20T12:00:00Z'));
    const [row] = await t.services.db
      .select()
      .from(caseReceiptStatusHistory)
      .where(eq(caseReceiptStatusHistory.id, historyId));
    expect(row!.appointmentId).toBe(res.body.appointment.id);
    expect(await appointmentsOf(w.otherFirm.lawFirmId)).toHaveLength(1);
  });

  it('answers 404 for another firm’s receipt, touching none of its appointments', async () => {
    const before = await appointmentsOf(w.otherFirm.lawFirmId);
    const res = await saveNotice(theirReceiptId, w.firm.admin.token);
    expect(res.status).toBe(404);
    expect(await appointmentsOf(w.otherFirm.lawFirmId)).toEqual(before);
  });
});
