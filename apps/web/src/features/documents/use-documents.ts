/** TanStack Query calls of a client's general documents and a case's documents. */
import { DOCUMENTS_PAGE_SIZE, type DocumentList } from '@counsel/domain';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { caseKeys } from '../../entities/case/keys';
import { clientKeys } from '../../entities/client/keys';
import { api } from '../../lib/api';

/** One page of the client's general documents (newest first); the previous page stays shown while the next loads. */
export function useGeneralDocuments(clientId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: [...clientKeys.generalDocuments(clientId), page],
    queryFn: ({ signal }) =>
      api.get<DocumentList>(`/api/client/${clientId}/general-documents?page=${page}&page_size=${DOCUMENTS_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The client's general documents a page at a time (newest first), each 'show more' asking the server for
 * the next; with a search, only those whose title contains it.
 */
export function useGeneralDocumentPages(clientId: number, search = '', enabled = true) {
  return useInfiniteQuery({
    queryKey: [...clientKeys.generalDocuments(clientId), 'pages', search],
    queryFn: ({ pageParam, signal }) =>
      api.get<DocumentList>(`/api/client/${clientId}/general-documents`, {
        query: { page: pageParam, page_size: DOCUMENTS_PAGE_SIZE, ...(search ? { search } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

/** One page of a case's documents (newest first). */
export function useCaseDocuments(caseId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: [...caseKeys.documents(caseId), page],
    queryFn: ({ signal }) =>
      api.get<DocumentList>(`/api/case/${caseId}/documents?page=${page}&page_size=${DOCUMENTS_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Refreshes every list that may show a document (a client's, a case's, a folder's) after a new version
 * was saved: they all have 'documents' in their query keys.
 */
export function refreshDocumentLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('documents') });
}

/** Deletes a document and refreshes the list it was shown in (`listKey`). */
export function useDeleteDocument(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/document/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
