/** TanStack Query calls of the firm's forms library (/forms/law-firm-forms). */
import type { FirmFormDirectory, FirmFormList } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firmFormsKey } from '../../../entities/firm-form/keys';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

/** The library's root in the add-directory call's path. */
const ROOT = 0;

/** One folder's forms and sub-folders (null: the root), with its breadcrumbs. */
export function useFirmFormFolder(directoryId: number | null) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...firmFormsKey, 'folder', directoryId],
    queryFn: ({ signal }) =>
      api.get<FirmFormList>(`/api/firm-legal-form/${lawFirmId}/all-forms`, {
        signal,
        query: { directory_id: directoryId ?? ROOT },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateFirmFormDirectory() {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; parentId: number | null; parentPath: string }) => {
      // Spec §7: form data directory_name and path (the parent's path, checked by the server).
      const form = new FormData();
      form.append('directory_name', input.name);
      form.append('path', input.parentPath);
      return api.postForm<{ directory: FirmFormDirectory }>(
        `/api/firm-legal-form/${lawFirmId}/${input.parentId ?? ROOT}/directory`,
        form,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmFormsKey }),
  });
}

/** A change to the library; every folder view is read again afterwards. */
function useLibraryChange<Input>(change: (lawFirmId: number, input: Input) => Promise<unknown>) {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(lawFirmId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmFormsKey }),
  });
}

export function useRenameFirmFormDirectory() {
  return useLibraryChange((lawFirmId, input: { id: number; name: string }) =>
    api.put<{ directory: FirmFormDirectory }>(`/api/firm-legal-form/${lawFirmId}/directories/${input.id}`, {
      directory_name: input.name,
    }),
  );
}

export function useDeleteFirmFormDirectory() {
  return useLibraryChange((lawFirmId, id: number) =>
    api.delete<void>(`/api/firm-legal-form/${lawFirmId}/directories/${id}`),
  );
}

export function useDeleteFirmForm() {
  return useLibraryChange((lawFirmId, id: number) => api.delete<void>(`/api/firm-legal-form/${lawFirmId}/forms/${id}`));
}
