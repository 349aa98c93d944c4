import { IMAGE_UPLOAD_MAX_BYTES } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { insertClient } from '../../test/kits/clients.js';
import { PNG } from '../../test/kits/firm.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Photo Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
});
afterAll(() => t.close());

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(64),
]);

async function upload(caller: TestUser, clientId: number, bytes: Buffer, filename = 'photo.png') {
  const { body, headers } = await multipart({}, [{ name: 'image', bytes, filename, type: 'image/png' }]);
  return t.call('PUT', `/api/client/${clientId}/image`, { token: caller.token, body, headers });
}
const download = (caller: TestUser, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${caller.token}` } });
const imageOf = async (clientId: number) =>
  (await t.services.db.select({ image: clients.image }).from(clients).where(eq(clients.id, clientId)))[0]?.image;

describe('client photo', () => {
  it('stores a photo, serves it to readers of clients, and a new one replaces it', async () => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'Maryam', lastName: 'Saleh' });
    const first = await upload(firm.admin, clientId, PNG);
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(new RegExp(`^/api/client/${clientId}/image\\?v=`));
    expect(await imageOf(clientId)).toBe(first.body.image);
    const shown = await download(reader, first.body.image);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    const read = await t.call('GET', `/api/client/${clientId}`, { token: reader.token });
    expect(read.body.client.image).toBe(first.body.image);

    const second = await upload(firm.admin, clientId, JPEG, 'photo.jpg');
    expect(second.status).toBe(200);
    expect((await download(reader, second.body.image)).headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['a web page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 415],
    ['a file over 5 MB', Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - PNG.length)]), 413],
  ])('refuses %s, changing nothing', async (_name, bytes, status) => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'Refused', lastName: 'Photo' });
    const res = await upload(firm.admin, clientId, bytes);
    expect(res.status).toBe(status);
    expect(await imageOf(clientId)).toBeNull();
  });

  it('takes a photo of exactly 5 MB', async () => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'Exact', lastName: 'Size' });
    const res = await upload(
      firm.admin,
      clientId,
      Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - PNG.length)]),
    );
    expect(res.status).toBe(200);
  });

  it('needs clients:update (403), and another firm’s client is not found (404)', async () => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'Guarded', lastName: 'Client' });
    expect((await upload(reader, clientId, PNG)).status).toBe(403);
    expect(await imageOf(clientId)).toBeNull();

    const foreign = await insertClient(t, otherFirm.lawFirmId, { firstName: 'Foreign', lastName: 'Client' });
    expect((await upload(firm.admin, foreign, PNG)).status).toBe(404);
    expect(await imageOf(foreign)).toBeNull();
    const theirs = await upload(otherFirm.admin, foreign, PNG);
    expect((await download(firm.admin, theirs.body.image)).statusCode).toBe(404);
    expect((await download(otherFirm.admin, theirs.body.image)).statusCode).toBe(200);
  });

  it('refuses a request without a file with a field error', async () => {
    const clientId = await insertClient(t, firm.lawFirmId, { firstName: 'Empty', lastName: 'Upload' });
    const { body, headers } = await multipart({ note: 'no file here' });
    const res = await t.call('PUT', `/api/client/${clientId}/image`, { token: firm.admin.token, body, headers });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('image');
  });
});
