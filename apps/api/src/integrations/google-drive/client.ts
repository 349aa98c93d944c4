/**
 * The Google Drive client: OAuth 2.0 with google-auth-library (google-oauth/client.ts) and Drive v3 with the official
 * @googleapis/drive SDK. Every base URL is configurable, so the same code serves Google and the
 * sandbox the API serves at /api/sandbox/google-drive (tests run it against the sandbox over HTTP).
 */
import { Readable } from 'node:stream';
import { type drive_v3, drive as driveApi } from '@googleapis/drive';
import { type GoogleClientOptions, googleCaller, googleOAuth } from '../google-oauth/client.js';
import {
  DRIVE_SCOPE,
  type DriveFile,
  FOLDER_MIME_TYPE,
  GOOGLE_DOC_MIME_TYPE,
  GoogleDriveApiError,
  type GoogleDriveProvider,
} from './provider.js';

export type GoogleDriveClientOptions = GoogleClientOptions;

const FILE_FIELDS = 'id,name,mimeType,webViewLink,webContentLink,size,modifiedTime,parents';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** One page is what the screens show; a Drive folder larger than this is searched instead. */
const PAGE_SIZE = 200;

/** A literal inside a Drive query: backslashes and single quotes escaped. */
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function toFile(file: drive_v3.Schema$File): DriveFile {
  return {
    id: file.id ?? '',
    name: file.name ?? '',
    mimeType: file.mimeType ?? 'application/octet-stream',
    webViewLink: file.webViewLink ?? null,
    webContentLink: file.webContentLink ?? null,
    size: file.size ? Number(file.size) : null,
    modifiedTime: file.modifiedTime ?? null,
    parents: file.parents ?? [],
  };
}

/** Google's error (an API error or an OAuth one) as ours; anything without a response is unreachable. */
const call = googleCaller(
  'Google Drive',
  (status, reason, message) => new GoogleDriveApiError(status, reason, message),
  (error): error is GoogleDriveApiError => error instanceof GoogleDriveApiError,
);

export function createGoogleDriveClient(options: GoogleDriveClientOptions): GoogleDriveProvider {
  const oauth = googleOAuth(options, () => new GoogleDriveApiError(502, 'malformed_response', 'No access token'));
  const driveFor = (accessToken: string): drive_v3.Drive =>
    driveApi({ version: 'v3', auth: oauth.withAccessToken(accessToken) });
  // Given per call, not to driveApi(): the SDK resolves a global rootUrl against the host only
  // (dropping its path) and ignores it for upload URLs; per call it is used as given for both.
  const at = { rootUrl: options.apiRootUrl };

  const getFile = async (accessToken: string, fileId: string) =>
    toFile((await driveFor(accessToken).files.get({ fileId, fields: FILE_FIELDS, supportsAllDrives: true }, at)).data);

  return {
    sandbox: options.sandbox,

    authorizationUrl: (input) => oauth.authorizationUrl({ ...input, scopes: [DRIVE_SCOPE] }),
    exchangeCode: (code, redirectUri, codeVerifier) => call(() => oauth.exchangeCode(code, redirectUri, codeVerifier)),
    refresh: (refreshToken) => call(() => oauth.refresh(refreshToken)),

    list: (accessToken, { folderId, search }) =>
      call(async () => {
        const clauses = ['trashed = false'];
        if (search) clauses.push(`name contains ${quoted(search)}`);
        else clauses.push(`${quoted(folderId ?? 'root')} in parents`);
        const { data } = await driveFor(accessToken).files.list(
          {
            q: clauses.join(' and '),
            fields: `files(${FILE_FIELDS})`,
            orderBy: 'folder,name',
            pageSize: PAGE_SIZE,
            supportsAllDrives: true,
            includeItemsFromAllDrives: true,
            // A search also looks in the shared drives the user can see (the picker allows them).
            ...(search ? { corpora: 'allDrives' } : {}),
          },
          at,
        );
        return (data.files ?? []).map(toFile);
      }),

    get: (accessToken, fileId) => call(() => getFile(accessToken, fileId)),

    upload: (accessToken, { name, mimeType, parentId, bytes }) =>
      call(async () => {
        const { data } = await driveFor(accessToken).files.create(
          {
            requestBody: { name, ...(parentId ? { parents: [parentId] } : {}) },
            media: { mimeType, body: Readable.from(bytes) },
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          at,
        );
        return toFile(data);
      }),

    createFolder: (accessToken, { name, parentId }) =>
      call(async () => {
        const { data } = await driveFor(accessToken).files.create(
          {
            requestBody: { name, mimeType: FOLDER_MIME_TYPE, ...(parentId ? { parents: [parentId] } : {}) },
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          at,
        );
        return toFile(data);
      }),

    rename: (accessToken, fileId, name) =>
      call(async () => {
        const { data } = await driveFor(accessToken).files.update(
          {
            fileId,
            requestBody: { name },
            fields: FILE_FIELDS,
            supportsAllDrives: true,
          },
          at,
        );
        return toFile(data);
      }),

    delete: (accessToken, fileId) =>
      call(async () => {
        await driveFor(accessToken).files.delete({ fileId, supportsAllDrives: true }, at);
      }),

    download: (accessToken, fileId, maxBytes) =>
      call(async () => {
        const file = await getFile(accessToken, fileId);
        const drive = driveFor(accessToken);
        if (file.mimeType === GOOGLE_DOC_MIME_TYPE) {
          const { data } = await drive.files.export({ fileId, mimeType: DOCX }, { ...at, responseType: 'arraybuffer' });
          return { bytes: Buffer.from(data as ArrayBuffer), name: `${file.name}.docx`, mimeType: DOCX };
        }
        // Refused before the bytes are fetched: the size is in the metadata.
        if (file.size !== null && file.size > maxBytes) {
          throw new GoogleDriveApiError(413, 'file_too_large', 'The file is too large.');
        }
        const { data } = await drive.files.get(
          { fileId, alt: 'media', supportsAllDrives: true },
          { ...at, responseType: 'arraybuffer' },
        );
        return { bytes: Buffer.from(data as ArrayBuffer), name: file.name, mimeType: file.mimeType };
      }),
  };
}
