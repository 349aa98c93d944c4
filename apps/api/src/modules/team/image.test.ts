import { EMPLOYEE_IMAGE_MAX_BYTES } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeyOf } from '../../platform/storage/image-ref.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { multipart, userRow } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

/** A real 1x1 PNG and the start of a JPEG: the stored type is sniffed from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(64),
]);

async function upload(caller: TestUser, id: number, bytes: Buffer, filename = 'me.png') {
  const { body, headers } = await multipart({}, [{ name: 'image', bytes, filename, type: 'image/png' }]);
  return t.call('PUT', `/api/law-firm/employee/${id}/image`, { token: caller.token, body, headers });
}
const download = (caller: TestUser, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/law-firm/employee/${id}/image`,
    headers: { authorization: `Bearer ${caller.token}` },
  });

describe('profile photo', () => {
  it('stores one’s own photo and serves it to colleagues; a new one replaces it', async () => {
    const employee = await addEmployee(t, firm);
    const colleague = await addEmployee(t, firm);
    const res = await upload(employee, employee.id, PNG);
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(
      new RegExp(`^/api/law-firm/employee/${employee.id}/image\\?v=\\d{4}-\\d{2}-[0-9a-f-]{36}\\.png$`),
    );

    const served = await download(colleague, employee.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = await t.call('GET', '/api/auth/me', { token: employee.token });
    expect(me.body.user.image).toBe(res.body.image);

    const firstKey = imageKeyOf(firm.lawFirmId, res.body.image)!;
    const replaced = await upload(employee, employee.id, JPEG, 'me.jpg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.image).not.toBe(res.body.image);
    expect((await download(colleague, employee.id)).headers['content-type']).toBe('image/jpeg');
    // The old photo's file is gone.
    expect(await t.services.storage.store.get(firstKey)).toBeNull();
  });

  it('lets employees:update change a colleague’s photo; others get 403', async () => {
    const updater = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'update' }] });
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'employees', action: 'read' }] });
    const target = await addEmployee(t, firm);
    expect((await upload(reader, target.id, PNG)).status).toBe(403);
    expect((await userRow(t, target.id))!.image).toBeNull();
    expect((await upload(updater, target.id, PNG)).status).toBe(200);
  });

  it.each([
    ['a text file', Buffer.from('not a picture at all'), 415],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 415],
    ['a file over 5 MiB', Buffer.concat([PNG, Buffer.alloc(EMPLOYEE_IMAGE_MAX_BYTES)]), 413],
  ])('refuses %s, changing nothing', async (_name, bytes, status) => {
    const employee = await addEmployee(t, firm);
    const res = await upload(employee, employee.id, bytes);
    expect(res.status).toBe(status);
    expect((await userRow(t, employee.id))!.image).toBeNull();
  });

  it('refuses a request without a file with a field error', async () => {
    const employee = await addEmployee(t, firm);
    const { body, headers } = await multipart({ note: 'no file here' });
    const res = await t.call('PUT', `/api/law-firm/employee/${employee.id}/image`, {
      token: employee.token,
      body,
      headers,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['image']);
  });

  it('answers 404 for another firm’s employee, both ways, and when there is no photo', async () => {
    const theirs = await addEmployee(t, otherFirm);
    expect((await upload(theirs, theirs.id, PNG)).status).toBe(200);
    expect((await upload(firm.admin, theirs.id, PNG)).status).toBe(404);
    expect((await download(firm.admin, theirs.id)).statusCode).toBe(404);
    expect((await download(otherFirm.admin, theirs.id)).statusCode).toBe(200);
    expect((await download(firm.admin, firm.admin.id)).statusCode).toBe(404);
  });
});
