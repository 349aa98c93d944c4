/**
 * The Google Drive client: OAuth 2.0 with google-auth-library and Drive v3 with the official
 * @googleapis/drive SDK. Every base URL is configurable, so the same code serves Google and the
 * sandbox the API serves at /api/sandbox/google-drive (tests run it against the sandbox over HTTP).
 */
import { Readable } from 'node:stream';
import { type drive_v3, drive as driveApi } from '@googleapis/drive';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import {
  DRIVE_SCOPE,
  type DriveFile,
  FOLDER_MIME_TYPE,
  GOOGLE_DOC_MIME_TYPE,
  GoogleDriveApiError,
  type GoogleDriveProvider,
} from './provider.js';

export interface GoogleDriveClientOptions {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Drive's root, e.g. https://www.googleapis.com/ (the SDK appends drive/v3 and upload/drive/v3). */
  apiRootUrl: string;
  sandbox: boolean;
}

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

/** Google's error (a Drive error or an OAuth one) as ours; anything without a response is unreachable. */
function translate(error: unknown): GoogleDriveApiError {
  if (error instanceof GoogleDriveApiError) return error;
  const failure = error as { response?: { status?: number; data?: unknown }; message?: string };
  const status = failure.response?.status;
  if (!status) return new GoogleDriveApiError(503, 'unreachable', `Google Drive is unreachable: ${failure.message}`);
  const data = (failure.response?.data ?? {}) as {
    error?: string | { message?: string; errors?: Array<{ reason?: string }>; status?: string };
    error_description?: string;
  };
  if (typeof data.error === 'string') {
    return new GoogleDriveApiError(status, data.error, data.error_description ?? data.error);
  }
  const reason = data.error?.errors?.[0]?.reason ?? data.error?.status ?? 'error';
  return new GoogleDriveApiError(status, reason, data.error?.message ?? failure.message ?? `Google answered ${status}`);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(error);
  }
}

export function createGoogleDriveClient(options: GoogleDriveClientOptions): GoogleDriveProvider {
  const oauth = (redirectUri?: string) =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      ...(redirectUri ? { redirectUri } : {}),
      endpoints: { oauth2AuthBaseUrl: options.authUrl, oauth2TokenUrl: options.tokenUrl },
    });

  function driveFor(accessToken: string): drive_v3.Drive {
    const auth = oauth();
    auth.setCredentials({ access_token: accessToken });
    return driveApi({ version: 'v3', auth });
  }
  // Given per call, not to driveApi(): the SDK resolves a global rootUrl against the host only
  // (dropping its path) and ignores it for upload URLs; per call it is used as given for both.
  const at = { rootUrl: options.apiRootUrl };

  const getFile = async (accessToken: string, fileId: string) =>
    toFile((await driveFor(accessToken).files.get({ fileId, fields: FILE_FIELDS, supportsAllDrives: true }, at)).data);

  return {
    sandbox: options.sandbox,

    authorizationUrl({ state, redirectUri, loginHint, codeChallenge }) {
      return oauth(redirectUri).generateAuthUrl({
        access_type: 'offline',
        // Without consent Google sends a refresh token only the very first time.
        prompt: 'consent',
        scope: [DRIVE_SCOPE],
        state,
        login_hint: loginHint,
        include_granted_scopes: true,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    exchangeCode: (code, redirectUri, codeVerifier) =>
      call(async () => {
        const { tokens } = await oauth(redirectUri).getToken({ code, redirect_uri: redirectUri, codeVerifier });
        if (!tokens.access_token) throw new GoogleDriveApiError(502, 'malformed_response', 'No access token');
        return {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? null,
          expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
        };
      }),

    refresh: (refreshToken) =>
      call(async () => {
        const auth = oauth();
        auth.setCredentials({ refresh_token: refreshToken });
        const { token, res } = await auth.getAccessToken();
        if (!token) throw new GoogleDriveApiError(502, 'malformed_response', 'No access token');
        const expiry = (res?.data as { expiry_date?: number } | undefined)?.expiry_date ?? auth.credentials.expiry_date;
        return { accessToken: token, expiresAt: expiry ? new Date(expiry) : null };
      }),

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
