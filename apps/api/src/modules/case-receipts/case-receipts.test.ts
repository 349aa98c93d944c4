import { TRIAL_PLAN } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseReceipts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectCsvDownload } from '../../test/csv.js';
import type { TestUser } from '../../test/firms.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';

let t: TestApp;
let w: ReceiptsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReceiptsWorld(t);
});
afterAll(() => t.close());

const add = (body: unknown, token = w.firm.admin.token, firmId = w.firm.lawFirmId) =>
  t.call('POST', `/api/case-receipt/${firmId}`, { token, body });
const update = (id: number, body: unknown, token = w.firm.admin.token) =>
  t.call('PUT', `/api/case-receipt/${id}`, { token, body });
const list = (query = '', token = w.firm.admin.token, firmId = w.firm.lawFirmId) =>
  t.call('GET', `/api/case-receipt/law_firm/${firmId}${query}`, { token });

describe('POST /api/case-receipt/{lawFirmId}', () => {
  it('keeps a receipt on the case with its number normalised, answering 201 with status and message', async () => {
    const res = await add(receiptBody(w.caseId, { receipt_number: 'ioe-091-234-5678' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Case receipt added',
      case_receipt: {
        receipt_number: 'IOE0912345678',
        case_id: w.caseId,
        case_title: 'I-130 for spouse',
        client_name: 'Layla Haddad',
        form_type: 'I-130',
        status: 'Case Was Received',
        submitted_date: '2026-09-01',
        modified_date: null,
        file: null,
      },
    });
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'case_receipt.added'));
    expect(audit).toHaveLength(1);
  });

  it('refuses a number the firm keeps already (409), a malformed number (400) and a missing one', async () => {
    const again = await add(receiptBody(w.secondCaseId, { receipt_number: 'IOE 0912345678' }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('receipt_number_taken');
    const malformed = await add(receiptBody(w.caseId, { receipt_number: 'IOE12345' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({
      receipt_number: 'A receipt number is three letters and ten digits, like IOE0912345678',
    });
    const unknown = await add(receiptBody(w.caseId, { receipt_number: 'XYZ0912345678' }));
    expect(unknown.body.fields.receipt_number).toBe('The first three letters are not a USCIS service centre or office');
    const missing = await add({ case_id: w.caseId });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['receipt_number']);
  });

  it('lets another firm keep the same number for its own case', async () => {
    const res = await add(receiptBody(w.theirCaseId), w.otherFirm.admin.token, w.otherFirm.lawFirmId);
    expect(res.status).toBe(201);
  });

  it('answers 404 for another firm’s id in the path or another firm’s case in the body', async () => {
    expect(
      (await add(receiptBody(w.caseId, { receipt_number: 'EAC2190012345' }), w.firm.admin.token, w.otherFirm.lawFirmId))
        .status,
    ).toBe(404);
    const theirCase = await add(receiptBody(w.theirCaseId, { receipt_number: 'EAC2190012345' }));
    expect(theirCase.status).toBe(404);
  });

  it('answers 403 without update on cases, adding nothing', async () => {
    const before = await t.services.db.select().from(caseReceipts);
    for (const user of [w.staff.reader, w.staff.none]) {
      const res = await add(receiptBody(w.caseId, { receipt_number: 'EAC2190012345' }), user.token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect(await t.services.db.select().from(caseReceipts)).toHaveLength(before.length);
  });
});

describe('PUT /api/case-receipt/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const res = await add(receiptBody(w.secondCaseId, { receipt_number: 'MSC2290123456', form_type: 'I-485' }));
    id = res.body.case_receipt.id;
  });

  it('changes the receipt, also moving it to another case of the firm', async () => {
    const res = await update(
      id,
      receiptBody(w.caseId, { receipt_number: 'msc 2290123456', description: 'Moved', modified_date: '2026-10-02' }),
      w.staff.editor.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, case_id: w.caseId, description: 'Moved', modified_date: '2026-10-02' });
  });

  it('refuses the number of another receipt of the firm (409)', async () => {
    const res = await update(id, receiptBody(w.caseId, { receipt_number: 'IOE0912345678' }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('receipt_number_taken');
  });

  it('answers 404 for another firm’s receipt and 403 without update on cases', async () => {
    const [theirs] = await t.services.db
      .select({ id: caseReceipts.id })
      .from(caseReceipts)
      .where(eq(caseReceipts.lawFirmId, w.otherFirm.lawFirmId));
    expect((await update(theirs!.id, receiptBody(w.caseId, { receipt_number: 'SRC2190011223' }))).status).toBe(404);
    expect((await update(99_999_999, receiptBody(w.caseId))).status).toBe(404);
    expect((await update(id, receiptBody(w.caseId), w.staff.reader.token)).status).toBe(403);
  });
});

describe('the firm’s receipts and a case’s', () => {
  beforeAll(async () => {
    await add(
      receiptBody(w.secondCaseId, {
        receipt_number: 'WAC2290054321',
        form_type: 'I-765',
        status: 'Case Was Approved',
        submitted_date: '2026-03-15',
      }),
    );
  });

  it('pages, sorts and filters by status and form type, naming the values there are', async () => {
    const res = await list('?sort=receipt_number&order=asc&page_size=2', w.staff.reader.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.case_receipts.map((r: { receipt_number: string }) => r.receipt_number)).toEqual([
      'IOE0912345678',
      'MSC2290123456',
    ]);
    expect(res.body.statuses).toEqual(['Case Was Approved', 'Case Was Received']);
    // The update above took the second receipt's form type to I-130.
    expect(res.body.form_types).toEqual(['I-130', 'I-765']);
    const approved = await list('?status=Case%20Was%20Approved');
    expect(approved.body.case_receipts.map((r: { receipt_number: string }) => r.receipt_number)).toEqual([
      'WAC2290054321',
    ]);
    const byForm = await list('?form_type=I-130');
    expect(byForm.body.total).toBe(2);
    const byPrefix = await list('?q=wac-229');
    expect(byPrefix.body.total).toBe(1);
    const bad = await list('?sort=password');
    expect(bad.status).toBe(400);
  });

  it('exports the filter in its order as CSV, titled in Arabic when asked', async () => {
    const res = await t.call(
      'GET',
      `/api/case-receipt/law_firm/${w.firm.lawFirmId}/export?sort=submitted_date&order=asc&form_type=I-765&locale=ar`,
      {
        token: w.firm.admin.token,
      },
    );
    expectCsvDownload(res, 'case-receipts.csv', [
      'رقم الإيصال,القضية,العميل,نوع النموذج,الحالة,تاريخ التقديم,آخر تغيير,الوصف',
      'WAC2290054321,Adjustment of status,Omar Aziz,I-765,Case Was Approved,2026-03-15,,I-130 receipt notice',
    ]);
  });

  it('lists a case’s receipts', async () => {
    const res = await t.call('GET', `/api/case-receipt/case/${w.secondCaseId}`, { token: w.staff.reader.token });
    expect(res.status).toBe(200);
    expect(res.body.case_receipts.map((r: { receipt_number: string }) => r.receipt_number)).toEqual(['WAC2290054321']);
  });

  it('answers 404 for another firm’s list, export or case, and 403 without VIEW_CASES', async () => {
    const firmId = w.otherFirm.lawFirmId;
    expect((await list('', w.firm.admin.token, firmId)).status).toBe(404);
    const theirExport = await t.call('GET', `/api/case-receipt/law_firm/${firmId}/export`, {
      token: w.firm.admin.token,
    });
    expect(theirExport.status).toBe(404);
    expect((await t.call('GET', `/api/case-receipt/case/${w.theirCaseId}`, { token: w.firm.admin.token })).status).toBe(
      404,
    );
    const none: TestUser = w.staff.none;
    expect((await list('', none.token)).status).toBe(403);
    expect((await t.call('GET', `/api/case-receipt/case/${w.caseId}`, { token: none.token })).status).toBe(403);
  });
});

describe('at the plan’s USCIS queries limit', () => {
  it('refuses adding and changing receipts with the upgrade message, still listing them', async () => {
    const res = await t.call('PUT', `/api/user/${w.staff.editor.id}/update-user-usage`, {
      token: w.staff.editor.token,
      body: { used_uscis_queries: TRIAL_PLAN.uscis_queries },
    });
    expect(res.status).toBe(200);
    const [first] = (await list()).body.case_receipts;
    const refused = await update(
      first.id,
      receiptBody(first.case_id, { receipt_number: first.receipt_number }),
      w.staff.editor.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'uscis_queries_limit',
      message: 'You have reached your USCIS queries limit. Please upgrade your plan.',
      details: { field: 'used_uscis_queries', limit: TRIAL_PLAN.uscis_queries },
    });
    const added = await add(receiptBody(w.caseId, { receipt_number: 'LIN2290098765' }), w.staff.editor.token);
    expect(added.status).toBe(403);
    expect(added.body.code).toBe('uscis_queries_limit');
    expect((await list('', w.staff.editor.token)).status).toBe(200);
  });
});
