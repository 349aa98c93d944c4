/**
 * What the app needs from Google Drive (DESIGN §5): OAuth 2.0 with offline access (scope drive.file)
 * and the few file operations of the Drive screens and the picker. The real client (client.ts) speaks
 * to Google with the official SDK, or to the sandbox the API serves itself when Google is not configured.
 */
import type { GoogleAccess, GoogleGrant } from '../google-oauth/client.js';

/** The only scope asked for: files the user opens or creates with Counsel, nothing else of their Drive. */
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
export const GOOGLE_DOC_MIME_TYPE = 'application/vnd.google-apps.document';

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  webViewLink: string | null;
  webContentLink: string | null;
  size: number | null;
  modifiedTime: string | null;
  parents: string[];
}

export type { GoogleAccess as DriveAccess, GoogleGrant as DriveGrant } from '../google-oauth/client.js';

export interface DriveDownload {
  bytes: Buffer;
  name: string;
  mimeType: string;
}

export interface GoogleDriveProvider {
  /** True when talking to the API's own sandbox rather than Google. */
  readonly sandbox: boolean;
  /** `codeChallenge`: the flow's PKCE challenge (S256); the exchange proves the flow with its verifier. */
  authorizationUrl(input: { state: string; redirectUri: string; loginHint: string; codeChallenge: string }): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleGrant>;
  refresh(refreshToken: string): Promise<GoogleAccess>;
  /** A folder's files (null: the root), or files whose name contains `search` anywhere. */
  list(accessToken: string, input: { folderId: string | null; search: string | null }): Promise<DriveFile[]>;
  get(accessToken: string, fileId: string): Promise<DriveFile>;
  upload(
    accessToken: string,
    input: { name: string; mimeType: string; parentId: string | null; bytes: Buffer },
  ): Promise<DriveFile>;
  createFolder(accessToken: string, input: { name: string; parentId: string | null }): Promise<DriveFile>;
  rename(accessToken: string, fileId: string, name: string): Promise<DriveFile>;
  delete(accessToken: string, fileId: string): Promise<void>;
  /** A file's bytes; a Google doc is exported as .docx. */
  download(accessToken: string, fileId: string, maxBytes: number): Promise<DriveDownload>;
}

/** A failure reported by Google (or the sandbox), or an unreachable service. `reason` is Google's code. */
export class GoogleDriveApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleDriveApiError';
  }
}
