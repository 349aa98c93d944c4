/** The /api/google-drive calls and the Drive copy into documents, through the sandbox consent popup. */
import { GOOGLE_DRIVE_MESSAGES } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleDriveConnections } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { buildWorld, type DocumentsWorld, documentsApi, PDF } from '../../test/kits/documents.js';
import { authorizeDrive, createDriveTestApp, driveApi } from '../../test/kits/google-drive.js';

let t: TestApp;
let w: DocumentsWorld;

beforeAll(async () => {
  t = await createDriveTestApp();
  w = await buildWorld(t);
});
afterAll(() => t?.close());

const connectionOf = async (userId: number) =>
  (await t.services.db.select().from(googleDriveConnections).where(eq(googleDriveConnections.userId, userId)))[0];

describe('connecting Google Drive', () => {
  it('answers authorized false with the authorization URL until the user allows access in the popup', async () => {
    const user = w.staff.read;
    const before = await driveApi(t, user).list();
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({
      code: 'google_drive_not_authorized',
      message: GOOGLE_DRIVE_MESSAGES.notAuthorized,
    });

    const denied = await authorizeDrive(t, user, 'deny');
    expect(denied.callback.body).toContain('was not connected');
    expect(await connectionOf(user.id)).toBeUndefined();

    const { consent, callback } = await authorizeDrive(t, user);
    expect(consent).toContain('Sandbox');
    expect(consent).toContain(user.email);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('Google Drive is connected');
    expect(callback.body).toContain('/api/google-drive/oauth/complete.js');

    const token = await driveApi(t, user).accessToken();
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ accessToken: expect.any(String), sandbox: true });
  });

  it('keeps the refresh token encrypted with AES-256-GCM, never in the clear', async () => {
    const row = await connectionOf(w.staff.read.id);
    expect(row?.refreshTokenEncrypted).toMatch(/^v1\./);
    const refreshToken = t.services.secrets.decrypt(row!.refreshTokenEncrypted);
    expect(row!.refreshTokenEncrypted).not.toContain(refreshToken.slice(0, 20));
    // A fresh IV each time: the same token never encrypts to the same text.
    expect(t.services.secrets.encrypt(refreshToken)).not.toBe(t.services.secrets.encrypt(refreshToken));
  });

  it('asks for authorization again when the stored token is unusable, and forgets it', async () => {
    const user = w.staff.create;
    await authorizeDrive(t, user);
    await t.services.db
      .update(googleDriveConnections)
      .set({ refreshTokenEncrypted: t.services.secrets.encrypt('revoked-token') })
      .where(eq(googleDriveConnections.userId, user.id));
    const res = await driveApi(t, user).accessToken();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'google_drive_token_not_found',
      message: GOOGLE_DRIVE_MESSAGES.tokenNotFound,
    });
    expect(await connectionOf(user.id)).toBeUndefined();
  });

  it('refuses a callback whose state was forged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/google-drive/oauth/callback?code=x&state=forged.sig' });
    expect(res.body).toContain('was not connected');
  });
});

describe('the Drive calls', () => {
  it('creates folders (201), uploads into them (201, extension kept), lists, searches, renames and deletes', async () => {
    const drive = driveApi(t, w.firm.admin);
    await authorizeDrive(t, w.firm.admin);
    expect((await drive.folder({ directory_name: '  ' })).status).toBe(400);
    const folder = await drive.folder({ directory_name: 'Gonzalez family', parent_id: null });
    expect(folder.status).toBe(201);
    expect(folder.body.file).toMatchObject({ name: 'Gonzalez family', is_folder: true });
    const sub = await drive.folder({ directory_name: 'Passports', parent_id: folder.body.file.id });
    expect(sub.status).toBe(201);

    const upload = await drive.upload(
      { bytes: PDF, filename: 'scan.pdf' },
      { title: 'Passport', directory_id: sub.body.file.id },
    );
    expect(upload.status).toBe(201);
    expect(upload.body.file).toMatchObject({ name: 'Passport.pdf', mimeType: 'application/pdf', is_folder: false });
    const id = upload.body.file.id;

    expect((await drive.list()).body.files.map((f: { name: string }) => f.name)).toEqual(['Gonzalez family']);
    expect((await drive.list(`?folder_id=${sub.body.file.id}`)).body.files.map((f: { id: string }) => f.id)).toEqual([
      id,
    ]);
    expect((await drive.list('?search=passport')).body.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'Passport.pdf',
      'Passports',
    ]);

    expect((await drive.rename(id, '')).status).toBe(400);
    const renamed = await drive.rename(id, 'Passport of Maria');
    expect(renamed.body.file.name).toBe('Passport of Maria.pdf');
    expect((await drive.rename(id, 'Passport of Maria.pdf')).body.file.name).toBe('Passport of Maria.pdf');
    expect((await drive.rename(folder.body.file.id, 'Gonzalez')).body.file.name).toBe('Gonzalez');

    expect((await drive.remove(id)).status).toBe(204);
    expect((await drive.rename(id, 'Gone')).status).toBe(404);
  });

  it("answers 404 for another user's Drive, in the firm or another firm, and changes nothing", async () => {
    const admin = w.firm.admin;
    const other = w.otherFirm.admin;
    for (const target of [w.staff.read.id, other.id]) {
      expect((await t.call('GET', `/api/google-drive/${target}/access-token`, { token: admin.token })).status).toBe(
        404,
      );
      expect((await t.call('GET', `/api/google-drive/${target}/files`, { token: admin.token })).status).toBe(404);
      const folder = await t.call('POST', `/api/google-drive/${target}/folders`, {
        token: admin.token,
        body: { directory_name: 'Intruder' },
      });
      expect(folder.status).toBe(404);
    }
    const own = await driveApi(t, w.staff.read).list('?search=Intruder');
    expect(own.body.files).toEqual([]);
  });

  it('answers 403 without VIEW_DOCUMENTS', async () => {
    const user = w.staff.none;
    expect((await driveApi(t, user).accessToken()).status).toBe(403);
    expect((await driveApi(t, user).folder({ directory_name: 'X' })).status).toBe(403);
    expect((await driveApi(t, user).upload({ bytes: PDF, filename: 'a.pdf' })).status).toBe(403);
  });
});

describe('copying a Drive file into documents (?from_google_drive=true)', () => {
  const copy = (token: string, url: string, body: unknown) =>
    t.call('POST', `${url}?from_google_drive=true`, { token, body });

  it("copies the user's Drive file into a client's general documents and into a case", async () => {
    const admin = w.firm.admin;
    const file = (await driveApi(t, admin).upload({ bytes: PDF, filename: 'I-130 receipt.pdf' })).body.file;
    const res = await copy(admin.token, `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents`, {
      user_id: admin.id,
      file_id: file.id,
      title: 'I-130 receipt',
    });
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({ title: 'I-130 receipt', mime_type: 'application/pdf', case_id: null });
    const bytes = await documentsApi(t).download(admin.token, res.body.document.file);
    expect(bytes.bytes.equals(PDF)).toBe(true);

    const toCase = await copy(admin.token, `/api/case/${w.firm.lawFirmId}/${w.clientId}/${w.caseId}/documents`, {
      user_id: admin.id,
      file_id: file.id,
    });
    expect(toCase.status).toBe(201);
    expect(toCase.body.document).toMatchObject({ title: 'I-130 receipt.pdf', case_id: w.caseId });

    // Filed straight into a /doc-management folder; another firm's folder is not found, and nothing is added.
    const folder = await t.call('POST', `/api/law-firm/${w.firm.lawFirmId}/document-directories`, {
      token: admin.token,
      body: { directory_name: 'Receipts', parent_id: null },
    });
    expect(folder.status).toBe(201);
    const filed = await copy(admin.token, `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents`, {
      user_id: admin.id,
      file_id: file.id,
      directory_id: folder.body.directory.id,
    });
    expect(filed.status).toBe(201);
    expect(filed.body.document.directory_id).toBe(folder.body.directory.id);
    const before = (await documentsApi(t).general(admin.token, w.clientId)).body.total;
    const foreign = await copy(admin.token, `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents`, {
      user_id: admin.id,
      file_id: file.id,
      directory_id: folder.body.directory.id + 1000,
    });
    expect(foreign.status).toBe(404);
    expect((await documentsApi(t).general(admin.token, w.clientId)).body.total).toBe(before);
  });

  it('refuses a type outside §5 with the spec message, whatever its name says', async () => {
    const admin = w.firm.admin;
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x80, 0x81, 0x00]);
    const file = (await driveApi(t, admin).upload({ bytes: binary, filename: 'disguised.pdf' })).body.file;
    const before = (await documentsApi(t).general(admin.token, w.clientId)).body.documents.length;
    const res = await copy(admin.token, `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents`, {
      user_id: admin.id,
      file_id: file.id,
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_file_type', message: GOOGLE_DRIVE_MESSAGES.unsupportedType });
    expect((await documentsApi(t).general(admin.token, w.clientId)).body.documents.length).toBe(before);
  });

  it("answers 404 for another firm's client, another user's Drive or an unknown file; 403 without create", async () => {
    const admin = w.firm.admin;
    const file = (await driveApi(t, admin).upload({ bytes: PDF, filename: 'x.pdf' })).body.file;
    const mine = `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents`;
    expect(
      (
        await copy(admin.token, `/api/client/${w.otherFirm.lawFirmId}/${w.foreignClientId}/documents`, {
          user_id: admin.id,
          file_id: file.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await copy(admin.token, `/api/client/${w.firm.lawFirmId}/${w.foreignClientId}/documents`, {
          user_id: admin.id,
          file_id: file.id,
        })
      ).status,
    ).toBe(404);
    expect((await copy(admin.token, mine, { user_id: w.staff.read.id, file_id: file.id })).status).toBe(404);
    expect((await copy(admin.token, mine, { user_id: admin.id, file_id: 'no-such-file' })).status).toBe(404);
    expect((await copy(admin.token, mine, { user_id: admin.id })).status).toBe(400);
    expect((await copy(w.staff.read.token, mine, { user_id: w.staff.read.id, file_id: file.id })).status).toBe(403);
    expect((await t.call('POST', `${mine}?unknown=1`, { token: admin.token, body: {} })).status).toBe(400);
  });
});
