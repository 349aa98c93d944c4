/** TanStack Query calls of the folders page (/doc-management): contents, the folder list, and every change. */
import type { Directory, DirectoryContents, Document } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

export const directoriesKey = ['documents', 'directories'] as const;

export interface ContentsParams {
  directoryId: number | null;
  q: string;
  page: number;
  pageSize: number;
}

export function useDirectoryContents(params: ContentsParams) {
  const lawFirmId = useMe().user.law_firm_id;
  const search = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
  if (params.directoryId !== null) search.set('directory_id', String(params.directoryId));
  if (params.q.trim()) search.set('q', params.q.trim());
  return useQuery({
    queryKey: [...directoriesKey, 'contents', params],
    queryFn: ({ signal }) =>
      api.get<DirectoryContents>(`/api/law-firm/${lawFirmId}/document-directories/contents?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every folder with its path, for the move dialog's picker. */
export function useAllDirectories(enabled: boolean) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...directoriesKey, 'all'],
    queryFn: ({ signal }) =>
      api.get<{ directories: Directory[] }>(`/api/law-firm/${lawFirmId}/document-directories`, { signal }),
    select: (data) => data.directories,
    enabled,
  });
}

/** Any change to a folder or a filed document refreshes every view of the folders. */
function useChange<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoriesKey }),
  });
}

export function useCreateDirectory() {
  const lawFirmId = useMe().user.law_firm_id;
  return useChange((input: { name: string; parentId: number | null }) =>
    api.post<{ directory: Directory }>(`/api/law-firm/${lawFirmId}/document-directories`, {
      directory_name: input.name,
      parent_id: input.parentId,
    }),
  );
}

export function useRenameDirectory() {
  return useChange((input: { id: number; name: string }) =>
    api.put<{ directory: Directory }>(`/api/document-directory/${input.id}`, { directory_name: input.name }),
  );
}

export function useMoveDirectory() {
  return useChange((input: { id: number; parentId: number | null }) =>
    api.put<{ directory: Directory }>(`/api/document-directory/${input.id}/move`, { parent_id: input.parentId }),
  );
}

export function useMoveDocument() {
  return useChange((input: { id: number; directoryId: number | null }) =>
    api.put<{ document: Document }>(`/api/document/move-document/${input.id}`, { directory_id: input.directoryId }),
  );
}

export function useDeleteDirectory() {
  return useChange((id: number) => api.delete<void>(`/api/document-directory/${id}`));
}

export function useDeleteManagedDocument() {
  return useChange((id: number) => api.delete<void>(`/api/document/${id}`));
}
