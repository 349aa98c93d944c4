import fs from 'node:fs';
import nodePath from 'node:path';
import { DEFAULT_INVOICE_SETTINGS, MAX_LOGO_BYTES } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { PNG } from '../../test/kits/billing.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(64),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

async function upload(caller: TestUser, bytes: Buffer, filename = 'logo.png', field = 'logo') {
  const { body, headers } = await multipart({}, [{ name: field, bytes, filename, type: 'image/png' }]);
  return t.call('POST', '/api/invoice/invoice-settings/logo', { token: caller.token, body, headers });
}
const download = (caller: TestUser, logo: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/invoice/invoice-settings/logo/${logo}`,
    headers: { authorization: `Bearer ${caller.token}` },
  });

/** The logo files stored for a firm (local storage under the test's data folder). */
function storedLogos(lawFirmId: number): string[] {
  const folder = nodePath.join(t.dataDir, 'files', 'invoice-logos', String(lawFirmId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

describe('POST /invoice/invoice-settings/logo', () => {
  it('stores a PNG under the firm’s folder with a new name and serves it back with its type', async () => {
    const res = await upload(firm.admin, PNG);
    expect(res.status).toBe(201);
    expect(res.body.logo).toMatch(UUID_NAME);
    expect(res.body.logo).toMatch(/\.png$/);
    expect(storedLogos(firm.lawFirmId)).toContain(res.body.logo);

    const served = await download(firm.admin, res.body.logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'invoice_settings.logo_uploaded')));
    expect(audit).toMatchObject({ userId: firm.admin.id, entityId: res.body.logo });

    // The settings may now name it.
    const saved = await t.call('PUT', `/api/invoice/invoice-settings/${firm.lawFirmId}`, {
      token: firm.admin.token,
      body: { ...DEFAULT_INVOICE_SETTINGS, include_logo: true, logo: res.body.logo },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.invoice_settings.logo).toBe(res.body.logo);
  });

  it.each([
    ['a JPEG named .png', JPEG, 'jpg', 'image/jpeg'],
    ['a GIF', GIF, 'gif', 'image/gif'],
    ['a WebP', WEBP, 'webp', 'image/webp'],
  ])('takes %s by its bytes', async (_name, bytes, extension, type) => {
    const res = await upload(firm.admin, bytes, 'logo.png');
    expect(res.status).toBe(201);
    expect(res.body.logo.endsWith(`.${extension}`)).toBe(true);
    expect((await download(firm.admin, res.body.logo)).headers['content-type']).toBe(type);
  });

  it.each([
    ['text named .png', Buffer.from('This is not a picture at all'), 'logo.png'],
    ['a PDF', PDF, 'logo.pdf'],
    ['unknown binary bytes', Buffer.from([0x00, 0x13, 0x37, 0x00, 0xde, 0xad, 0xbe, 0xef]), 'logo.png'],
  ])('refuses %s with 415 unsupported_file_type, storing nothing', async (_name, bytes, filename) => {
    const before = storedLogos(firm.lawFirmId);
    const res = await upload(firm.admin, bytes, filename);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_file_type');
    expect(res.body.details.accepted).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
    expect(storedLogos(firm.lawFirmId)).toEqual(before);
  });

  it('takes a logo of exactly 5 MB and refuses one byte more with 413 payload_too_large', async () => {
    const before = storedLogos(firm.lawFirmId);
    const over = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES + 1 - PNG.length)]);
    const res = await upload(firm.admin, over);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', details: { max_bytes: 5_242_880 } });
    const farOver = await upload(firm.admin, Buffer.concat([over, Buffer.alloc(1024 * 1024)]));
    expect(farOver.status).toBe(413);
    expect(farOver.body.code).toBe('payload_too_large');
    expect(storedLogos(firm.lawFirmId)).toEqual(before);

    const exact = await upload(firm.admin, over.subarray(0, MAX_LOGO_BYTES));
    expect(exact.status).toBe(201);
  });

  it('answers 400 when no file named logo is sent, or it is empty', async () => {
    const before = storedLogos(firm.lawFirmId);
    const wrongField = await upload(firm.admin, PNG, 'logo.png', 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ code: 'validation_failed', fields: { logo: 'Choose a logo to upload.' } });
    expect((await upload(firm.admin, Buffer.alloc(0))).status).toBe(400);
    const { body, headers } = await multipart({ logo: 'just text' });
    const noFile = await t.call('POST', '/api/invoice/invoice-settings/logo', {
      token: firm.admin.token,
      body,
      headers,
    });
    expect(noFile.status).toBe(400);
    const json = await t.call('POST', '/api/invoice/invoice-settings/logo', {
      token: firm.admin.token,
      body: { logo: 'x.png' },
    });
    expect(json.status).toBe(400);
    expect(storedLogos(firm.lawFirmId)).toEqual(before);
  });

  it('needs update on invoices and VIEW_SETTINGS (403 otherwise, storing nothing)', async () => {
    const before = storedLogos(firm.lawFirmId);
    const reader = await addEmployee(t, firm, {
      rules: [
        { subject: 'invoices', action: 'read' },
        { subject: 'settings', action: 'read' },
      ],
    });
    const noSettings = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'manage' }] });
    for (const caller of [reader, noSettings]) {
      const res = await upload(caller, PNG);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect(storedLogos(firm.lawFirmId)).toEqual(before);
    const allowed = await addEmployee(t, firm, {
      rules: [
        { subject: 'invoices', action: 'update' },
        { subject: 'settings', action: 'read' },
      ],
    });
    expect((await upload(allowed, PNG)).status).toBe(201);
  });
});

describe('GET /invoice/invoice-settings/logo/:logo', () => {
  it('answers 404 to another firm, to unknown names and to names that try to leave the folder', async () => {
    const { logo } = (await upload(firm.admin, PNG)).body;
    const other = await download(otherFirm.admin, logo);
    expect(other.statusCode).toBe(404);
    expect(JSON.parse(other.body).code).toBe('not_found');

    const othersLogo = (await upload(otherFirm.admin, JPEG)).body.logo;
    const sneaky = [
      '00000000-0000-0000-0000-000000000000.png',
      `..%2F${otherFirm.lawFirmId}%2F${othersLogo}`,
      `..%2F..%2Finvoice-logos%2F${otherFirm.lawFirmId}%2F${othersLogo}`,
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '.png',
      othersLogo,
    ];
    for (const name of sneaky) {
      const res = await download(firm.admin, name);
      expect(res.statusCode, name).toBe(404);
    }
    expect((await download(otherFirm.admin, othersLogo)).statusCode).toBe(200);
  });

  it('needs VIEW_INVOICES', async () => {
    const { logo } = (await upload(firm.admin, PNG)).body;
    const noInvoices = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'manage' }] });
    expect((await download(noInvoices, logo)).statusCode).toBe(403);
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'invoices', action: 'read' }] });
    expect((await download(reader, logo)).statusCode).toBe(200);
  });
});
