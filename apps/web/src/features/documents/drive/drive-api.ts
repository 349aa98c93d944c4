/** The /api/google-drive calls (spec §7) as TanStack Query hooks and plain functions. */
import type { Document, DriveAccessTokenResponse, DriveFile } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError, api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { type ProgressListener, postWithProgress } from '../../../ui/upload/post-with-progress';
import type { UploadTarget } from '../upload';

export const driveKey = (userId: number) => ['google-drive', userId] as const;

export function useDriveAccess(userId: number, enabled = true) {
  return useQuery({
    queryKey: [...driveKey(userId), 'access'],
    queryFn: ({ signal }) => api.get<DriveAccessTokenResponse>(`/api/google-drive/${userId}/access-token`, { signal }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

export const isAuthorized = (answer: DriveAccessTokenResponse | undefined) =>
  answer !== undefined && 'accessToken' in answer;

export function useDriveFiles(userId: number, folderId: string | null, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...driveKey(userId), 'files', folderId ?? 'root', search],
    queryFn: ({ signal }) =>
      api.get<{ files: DriveFile[]; sandbox: boolean }>(`/api/google-drive/${userId}/files`, {
        signal,
        query: search ? { search } : folderId ? { folder_id: folderId } : {},
      }),
    enabled,
    retry: false,
  });
}

export const driveCalls = {
  createFolder: (userId: number, name: string, parentId: string | null) =>
    api.post<{ file: DriveFile }>(`/api/google-drive/${userId}/folders`, {
      directory_name: name,
      parent_id: parentId,
    }),
  upload: (
    userId: number,
    input: { title: string; file: File; folderId: string | null },
    onProgress: ProgressListener,
  ) => {
    const form = new FormData();
    if (input.title.trim()) form.append('title', input.title.trim());
    if (input.folderId) form.append('directory_id', input.folderId);
    form.append('file', input.file, input.file.name);
    return postWithProgress<{ file: DriveFile }>(`/api/google-drive/${userId}/upload`, form, onProgress);
  },
  rename: (userId: number, fileId: string, name: string) =>
    api.patch<{ file: DriveFile }>(`/api/google-drive/${userId}/files/${encodeURIComponent(fileId)}`, { name }),
  remove: (userId: number, fileId: string) =>
    api.delete<void>(`/api/google-drive/${userId}/files/${encodeURIComponent(fileId)}`),
};

/** Copies the user's Drive file into a client's documents or one of the client's cases. */
export function copyFromDrive(
  lawFirmId: number,
  clientId: number,
  target: UploadTarget,
  body: { user_id: number; file_id: string; title: string; directory_id?: number | null },
) {
  const path =
    target === 'general'
      ? `/api/client/${lawFirmId}/${clientId}/documents`
      : `/api/case/${lawFirmId}/${clientId}/${target.caseId}/documents`;
  return api.post<{ document: Document }>(`${path}?from_google_drive=true`, {
    ...body,
    ...(body.title.trim() ? { title: body.title.trim() } : { title: undefined }),
  });
}

const DRIVE_CODES = ['google_drive_not_authorized', 'google_drive_token_not_found', 'google_drive_error'] as const;

/** Drive's own failures in §8's words (translated); anything else as every other call's. */
export function driveErrorMessage(t: TFunction, error: unknown, fromDrive = true): string {
  if (error instanceof ApiError) {
    if ((DRIVE_CODES as readonly string[]).includes(error.code)) {
      const detail = (error.details as { error?: string } | undefined)?.error ?? '';
      return t(`drive.errors.${error.code}`, { error: detail });
    }
    // A Drive copy refused for its type gets §8's picker text; a device file keeps the usual one.
    if (fromDrive && error.code === 'unsupported_file_type') return t('drive.errors.unsupported');
  }
  return errorMessage(t, error);
}
