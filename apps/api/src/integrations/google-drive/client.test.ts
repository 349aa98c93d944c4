/**
 * The real Drive client (the official googleapis SDK and google-auth-library) against the API's own
 * sandbox over HTTP: every call the app makes, with Google's request and answer shapes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDriveTestApp } from '../../test/kits/google-drive.js';
import { issueSandboxToken } from '../google-oauth/sandbox-tokens.js';
import { GoogleDriveApiError, type GoogleDriveProvider } from './provider.js';
import { callbackPath, DRIVE_SANDBOX_TOKENS } from './sandbox-routes.js';

let t: TestApp;
let drive: GoogleDriveProvider;
let token: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A flow's PKCE pair, as the app derives it from the state. */
const VERIFIER = 'a-flows-code-verifier-of-forty-three-chars-at-least';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const redirectOf = () => `${t.services.config.publicOrigin}${callbackPath}`;
/** A code the consent page would issue for this account's flow. */
const codeFor = (account: string, redirectUri = redirectOf()) =>
  issueSandboxToken(t.services.secrets, DRIVE_SANDBOX_TOKENS, 'code', account, { redirectUri, challenge: CHALLENGE });

beforeAll(async () => {
  t = await createDriveTestApp();
  drive = t.services.googleDrive;
  const grant = await drive.exchangeCode(codeFor('firm-1/user-1'), redirectOf(), VERIFIER);
  expect(grant.refreshToken).toBeTruthy();
  token = (await drive.refresh(grant.refreshToken!)).accessToken;
});
afterAll(() => t?.close());

describe('the Google Drive client against the sandbox', () => {
  it('builds an offline, drive.file authorization URL with a PKCE challenge on the configured base', () => {
    const url = new URL(
      drive.authorizationUrl({
        state: 's1',
        redirectUri: 'https://x.example/cb',
        loginHint: 'a@b.c',
        codeChallenge: CHALLENGE,
      }),
    );
    expect(url.searchParams.get('code_challenge')).toBe(CHALLENGE);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.pathname).toBe('/api/sandbox/google-drive/o/oauth2/v2/auth');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/drive.file');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('login_hint')).toBe('a@b.c');
  });

  it('creates folders, uploads with multipart, lists, searches, renames, downloads and deletes', async () => {
    const folder = await drive.createFolder(token, { name: "Maria's case", parentId: null });
    expect(folder.mimeType).toBe('application/vnd.google-apps.folder');
    const file = await drive.upload(token, {
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      parentId: folder.id,
      bytes: PDF,
    });
    expect(file).toMatchObject({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      parents: [folder.id],
    });

    expect((await drive.list(token, { folderId: null, search: null })).map((f) => f.name)).toEqual(["Maria's case"]);
    expect((await drive.list(token, { folderId: folder.id, search: null })).map((f) => f.id)).toEqual([file.id]);
    // A quote in the search is escaped in Drive's query language.
    expect((await drive.list(token, { folderId: null, search: "maria's" })).map((f) => f.id)).toEqual([folder.id]);

    expect((await drive.rename(token, file.id, 'Passport scan.pdf')).name).toBe('Passport scan.pdf');
    const download = await drive.download(token, file.id, 1_000_000);
    expect(download.bytes.equals(PDF)).toBe(true);
    expect(download).toMatchObject({ name: 'Passport scan.pdf', mimeType: 'application/pdf' });
    await expect(drive.download(token, file.id, 10)).rejects.toMatchObject({ status: 413 });

    await drive.delete(token, folder.id);
    // Deleting the folder deleted what was in it.
    await expect(drive.get(token, file.id)).rejects.toMatchObject({ status: 404, reason: 'notFound' });
  });

  it("keeps each account's files apart", async () => {
    const other = await drive.exchangeCode(codeFor('firm-1/user-2'), redirectOf(), VERIFIER);
    const mine = await drive.upload(token, {
      name: 'mine.pdf',
      mimeType: 'application/pdf',
      parentId: null,
      bytes: PDF,
    });
    await expect(drive.get(other.accessToken, mine.id)).rejects.toMatchObject({ status: 404 });
    expect(await drive.list(other.accessToken, { folderId: null, search: null })).toEqual([]);
  });

  it("translates Google's refusals: a bad access token, a dead refresh token, a code for another redirect or flow", async () => {
    const error = await drive.list('not-a-token', { folderId: null, search: null }).catch((e) => e);
    expect(error).toBeInstanceOf(GoogleDriveApiError);
    expect(error).toMatchObject({ status: 401, reason: 'authError' });
    await expect(drive.refresh('forged')).rejects.toMatchObject({ status: 400, reason: 'invalid_grant' });
    const elsewhere = codeFor('firm-1/user-3', 'https://elsewhere.example/cb');
    await expect(drive.exchangeCode(elsewhere, redirectOf(), VERIFIER)).rejects.toMatchObject({
      reason: 'invalid_grant',
    });
    // A code is good only with the verifier of the flow it was issued for (PKCE).
    const anotherFlow = 'another-flows-code-verifier-of-forty-three-chars';
    await expect(drive.exchangeCode(codeFor('firm-1/user-3'), redirectOf(), anotherFlow)).rejects.toMatchObject({
      reason: 'invalid_grant',
    });
  });
});
