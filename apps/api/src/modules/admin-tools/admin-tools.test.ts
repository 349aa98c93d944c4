import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const outbox = (token: string | undefined, query = '') =>
  t.call('GET', `/api/admin-tools/outbox${query}`, token ? { token } : {});
const subjectsOf = (body: { items: Array<{ subject: string }> }) => body.items.map((item) => item.subject);

/** Sends mail as a module would, one second apart, so "newest" is unambiguous. */
async function sendMails(lawFirmId: number, subjects: string[], start = '2026-03-02T09:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  let at = new Date(start).getTime();
  for (const subject of subjects) {
    vi.setSystemTime(at);
    await t.services.mailer.send({
      lawFirmId,
      to: ['client@example.com'],
      subject,
      text: `Body of ${subject}`,
      attachments: [{ filename: 'note.txt', content: Buffer.from('hello'), contentType: 'text/plain' }],
    });
    at += 1000;
  }
  vi.useRealTimers();
}

describe('GET /api/admin-tools/outbox', () => {
  it('is empty before any mail is sent', async () => {
    const res = await outbox(firm.admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], page: 1, page_size: 12, total: 0 });
  });

  it('lists the firm’s mail newest first, with pages', async () => {
    await sendMails(firm.lawFirmId, ['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
    await sendMails(otherFirm.lawFirmId, ['Secret of another firm']);

    const all = await outbox(firm.admin.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, page_size: 12, total: 5 });
    expect(subjectsOf(all.body)).toEqual(['Mail 5', 'Mail 4', 'Mail 3', 'Mail 2', 'Mail 1']);
    expect(all.body.items[0]).toMatchObject({
      to: ['client@example.com'],
      text: 'Body of Mail 5',
      created_at: '2026-03-02T09:00:04.000Z',
      attachments: [{ filename: 'note.txt', content_type: 'text/plain', size: 5 }],
    });

    const page1 = await outbox(firm.admin.token, '?page=1&page_size=2');
    expect(page1.body).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(subjectsOf(page1.body)).toEqual(['Mail 5', 'Mail 4']);
    const page2 = await outbox(firm.admin.token, '?page=2&page_size=2');
    expect(subjectsOf(page2.body)).toEqual(['Mail 3', 'Mail 2']);
    const page3 = await outbox(firm.admin.token, '?page=3&page_size=2');
    expect(subjectsOf(page3.body)).toEqual(['Mail 1']);
    const beyond = await outbox(firm.admin.token, '?page=4&page_size=2');
    expect(beyond.body).toEqual({ items: [], page: 4, page_size: 2, total: 5 });
  });

  it('never lists another firm’s mail', async () => {
    const mine = await outbox(firm.admin.token, '?page_size=100');
    expect(subjectsOf(mine.body)).not.toContain('Secret of another firm');
    const theirs = await outbox(otherFirm.admin.token);
    expect(theirs.body.total).toBe(1);
    expect(subjectsOf(theirs.body)).toEqual(['Secret of another firm']);
  });

  it('keeps the sending order for mail sent within the same millisecond', async () => {
    const third = await registerFirm(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T09:00:00Z'));
    const subjects = ['A', 'B', 'C', 'D', 'E', 'F'];
    for (const subject of subjects) {
      await t.services.mailer.send({ lawFirmId: third.lawFirmId, to: ['x@example.com'], subject, text: subject });
    }
    vi.useRealTimers();
    const res = await outbox(third.admin.token);
    expect(subjectsOf(res.body)).toEqual([...subjects].reverse());
  });

  it('refuses an employee without VIEW_SETTINGS and lets one with it read', async () => {
    const without = await addEmployee(t, firm, { position: 'attorney' });
    const refused = await outbox(without.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');

    const withIt = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'read' }] });
    const allowed = await outbox(withIt.token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.total).toBe(5);
  });

  it.each([
    ['page=0', ['page']],
    ['page_size=1000', ['page_size']],
    ['page=0&page_size=1000', ['page', 'page_size']],
    ['page=abc', ['page']],
    ['page_size=0', ['page_size']],
  ])('refuses ?%s with 400 validation_failed', async (query, fields) => {
    const res = await outbox(firm.admin.token, `?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields).sort()).toEqual(fields);
  });

  it('refuses a caller without a token', async () => {
    expect((await outbox(undefined)).status).toBe(401);
  });
});
