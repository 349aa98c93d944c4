/** The demo firm's sent forms: one of each state the list shows, made by the real sending functions. */
import { sentFormListResponse } from '@counsel/domain';
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

describe('demo sent forms', () => {
  it('has one submitted with its signed PDF, one in progress in Arabic, one expired and one withdrawn', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/sent-forms`, { token });
    expect(res.status).toBe(200);
    const { items } = sentFormListResponse.parse(res.body);
    const byStatus = Object.fromEntries(items.map((form) => [form.status, form]));
    expect(Object.keys(byStatus).sort()).toEqual(['expired', 'in_progress', 'revoked', 'submitted']);
    expect(byStatus.submitted!.document).not.toBeNull();
    const filled = await t.call('GET', `/api/document/${byStatus.submitted!.document!.id}/filled-form`, { token });
    expect(filled.status).toBe(200);
    expect(byStatus.in_progress).toMatchObject({ locale: 'ar', client: { full_name: 'أحمد خالد منصور' } });
    const detail = await t.call('GET', `/api/law-firm/${lawFirmId}/sent-forms/${byStatus.in_progress!.id}`, { token });
    expect(detail.body.sent_form.values).toMatchObject({ 'client.country_of_birth': 'الأردن' });
  });
});
