/** The versions of one document: the list, a restore, and a new version uploaded from the device. */
import type { Document, DocumentVersion } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshDocumentLists } from '../use-documents';

/** Under 'documents', so that every refresh of the document lists refreshes an open versions list too. */
export const versionsKey = (documentId: number) => ['documents', documentId, 'versions'] as const;

export function useDocumentVersions(documentId: number) {
  return useQuery({
    queryKey: versionsKey(documentId),
    queryFn: ({ signal }) =>
      api.get<{ versions: DocumentVersion[] }>(`/api/document/${documentId}/versions`, { signal }),
  });
}

/** Makes an earlier version current again (the server adds it as the newest version). */
export function useRestoreVersion(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      api.post<{ document: Document }>(`/api/document/${documentId}/versions/${versionId}/restore`),
    onSuccess: () => refreshDocumentLists(queryClient),
  });
}

/** Uploads a file from the device as the document's new current version. */
export function useUploadVersion(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.putForm<{ document: Document }>(`/api/document/update-document/${documentId}`, form);
    },
    onSuccess: () => refreshDocumentLists(queryClient),
  });
}
