/**
 * A status change's mail that failed (the team member's mailbox refused it, over a real SMTP conversation) is
 * sent again by a later run to that person only, never twice to the others, and at most MAX_MAIL_ATTEMPTS times.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMembers, caseReceiptStatusMails, caseTeamLeads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { MAX_MAIL_ATTEMPTS, retryStatusMails } from './status-mail-delivery.js';
import { recordStatus, type TrackingDeps, tellChange } from './tracking.js';

let peer: SmtpPeer;
let t: TestApp;
let w: ReceiptsWorld;
let lead: TestUser;
let assignee: TestUser;
let deps: TrackingDeps;
const HOUR = 3_600_000;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  w = await buildReceiptsWorld(t);
  lead = await addEmployee(t, w.firm, { rules: [{ subject: 'cases', action: 'read' }] });
  assignee = await addEmployee(t, w.firm, { rules: [{ subject: 'cases', action: 'read' }] });
  await t.services.db.insert(caseTeamLeads).values({ caseId: w.caseId, userId: lead.id });
  await t.services.db.insert(caseMembers).values({ caseId: w.caseId, userId: assignee.id });
  deps = { db: t.services.db, mailer: t.services.mailer, publicOrigin: 'http://localhost', log: { error: () => {} } };
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const receivedBy = (email: string) => peer.received.filter((mail) => mail.rcptTo.includes(email));

/** A status found for the receipt and told, as the re-check does. */
async function found(receiptNumber: string, title: string, now: Date) {
  const change = await recordStatus(
    t.services.db,
    w.firm.lawFirmId,
    {
      receiptNumber,
      formType: 'I-130',
      submittedDate: null,
      modifiedDate: null,
      statusTextEn: title,
      statusDescEn: `${title}: USCIS's text.`,
      history: [],
    },
    'automatic',
    now,
  );
  await tellChange(deps, change!, receiptNumber, now);
  return change!.id;
}

const mailRows = (historyId: number) =>
  t.services.db.select().from(caseReceiptStatusMails).where(eq(caseReceiptStatusMails.statusHistoryId, historyId));

describe('a failed status change mail', () => {
  it('is sent again later to the one person it failed for, and only once', async () => {
    const number = 'IOE0912345678';
    const res = await t.call('POST', `/api/case-receipt/${w.firm.lawFirmId}`, {
      token: w.firm.admin.token,
      body: receiptBody(w.caseId, { receipt_number: number, status: null }),
    });
    expect(res.status).toBe(201);
    const start = new Date();
    await found(number, 'Case Was Received', start);
    peer.refused.add(assignee.email);
    const changeId = await found(number, 'Case Was Approved', start);
    expect(receivedBy(lead.email)).toHaveLength(1);
    expect(receivedBy(assignee.email)).toHaveLength(0);
    const rows = await mailRows(changeId);
    expect(rows.find((r) => r.userId === lead.id)).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    expect(rows.find((r) => r.userId === assignee.id)).toMatchObject({ attempts: 1, sentAt: null });

    // Too soon after the failed try: nothing goes.
    expect(await retryStatusMails(deps, new Date(start.getTime() + 10 * 60_000))).toBe(0);
    peer.refused.delete(assignee.email);
    expect(await retryStatusMails(deps, new Date(start.getTime() + HOUR))).toBe(1);
    expect(await retryStatusMails(deps, new Date(start.getTime() + 2 * HOUR))).toBe(0);
    expect(receivedBy(assignee.email)).toHaveLength(1);
    expect(receivedBy(lead.email)).toHaveLength(1);
    expect(receivedBy(assignee.email)[0]!.raw).toContain('Case Was Approved');
  });

  it('is tried at most MAX_MAIL_ATTEMPTS times when the mailbox keeps refusing', async () => {
    peer.refused.add(assignee.email);
    const number = 'IOE0923456789';
    await t.call('POST', `/api/case-receipt/${w.firm.lawFirmId}`, {
      token: w.firm.admin.token,
      body: receiptBody(w.caseId, { receipt_number: number, status: null }),
    });
    const start = new Date();
    await found(number, 'Case Was Received', start);
    const changeId = await found(number, 'Case Was Denied', start);
    for (let hour = 1; hour <= MAX_MAIL_ATTEMPTS + 2; hour += 1) {
      await retryStatusMails(deps, new Date(start.getTime() + hour * HOUR));
    }
    const row = (await mailRows(changeId)).find((r) => r.userId === assignee.id);
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(receivedBy(lead.email).filter((mail) => mail.raw.includes('Case Was Denied'))).toHaveLength(1);
  });
});
