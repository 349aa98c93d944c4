import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo receipts', () => {
  it('keeps USCIS receipts on the demo cases, each one the sandbox answers for', async () => {
    const res = await t.call('GET', `/api/case-receipt/law_firm/${lawFirmId}?sort=receipt_number`, { token });
    expect(res.status).toBe(200);
    expect(
      res.body.case_receipts.map((r: { receipt_number: string; case_title: string }) => [
        r.receipt_number,
        r.case_title,
      ]),
    ).toEqual([
      ['EAC2190012345', 'H-1B Extension and Amendment'],
      ['IOE0912345678', 'I-130 Petition for Alien Relative (Spouse)'],
      ['MSC2290123456', 'تعديل الوضع القانوني I-485'],
      ['WAC2290054321', 'EAD Renewal (I-765, category C8)'],
    ]);
    const ticket = await t.call('POST', '/api/case-receipt/uscis-access-token', { token });
    for (const receipt of res.body.case_receipts) {
      const lookup = await t.call('GET', `/api/case-receipt/government-case-status/${receipt.receipt_number}`, {
        token,
        headers: { 'x-uscis-access-token': ticket.body.access_token },
      });
      expect(lookup.body.case_status?.current_case_status_text_en, receipt.receipt_number).toBe(receipt.status);
    }
  });

  it('has status changes found this week for the dashboard card', async () => {
    const res = await t.call('GET', `/api/case-receipt/law_firm/${lawFirmId}/status-changes`, { token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.changes.map((c: { receipt_number: string }) => c.receipt_number).sort()).toEqual([
      'EAC2190012345',
      'MSC2290123456',
    ]);
  });
});
