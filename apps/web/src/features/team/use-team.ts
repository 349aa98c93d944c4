/** The team calls (TanStack Query): members page by page, one employee, and every change to them. */
import {
  type AddEmployeeRequest,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type EmployeeResponse,
  type EmployeesResponse,
  TEAM_PAGE_SIZE,
  type UpdateEmployeeRequest,
} from '@counsel/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeKeys } from '../../entities/employee/keys';
import { api } from '../../lib/api';
import { ME_QUERY_KEY, useMe } from '../../lib/current-user';
import { session } from '../../lib/session';
import { addEmployeeForm } from './employee-form-data';

/** Members, 6 at a time; each Show more asks the server for the next 6. */
export function useTeamMembers() {
  const lawFirmId = useMe().user.law_firm_id;
  return useInfiniteQuery({
    queryKey: employeeKeys.members(lawFirmId),
    queryFn: ({ pageParam, signal }) =>
      api.get<EmployeesResponse>(`/api/law-firm/${lawFirmId}/employees`, {
        query: { page: pageParam, page_size: TEAM_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

function useTeamChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.light }),
    ]);
}

export function useAddEmployee() {
  const lawFirmId = useMe().user.law_firm_id;
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (values: AddEmployeeRequest) =>
      api.postForm<EmployeeResponse>(`/api/law-firm/${lawFirmId}/employee`, addEmployeeForm(values)),
    onSuccess: changed,
  });
}

export function useUpdateEmployee(id: number) {
  const queryClient = useQueryClient();
  const changed = useTeamChanged();
  const me = useMe().user.id;
  return useMutation({
    mutationFn: (body: UpdateEmployeeRequest) => api.put<EmployeeResponse>(`/api/law-firm/employee/${id}`, body),
    onSuccess: async () => {
      await changed();
      // One's own name shows in the header.
      if (id === me) await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useRemoveEmployee() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/law-firm/employee/${id}`),
    onSuccess: changed,
  });
}

/** A new set-password link by mail (the earlier ones stop working). */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/api/law-firm/employee/${id}/invitation`),
  });
}

/** Every other session ends; this device continues with the new access token the answer carries. */
export function useChangePassword(id: number) {
  const lawFirmId = useMe().user.law_firm_id;
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api.post<ChangePasswordResponse>(`/api/law-firm/${lawFirmId}/employee/${id}/change-password`, body),
    onSuccess: ({ access_token }) => session.setAccessToken(access_token),
  });
}

export function useUploadImage(id: number) {
  const queryClient = useQueryClient();
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.putForm<{ image: string }>(`/api/law-firm/employee/${id}/image`, form);
    },
    onSuccess: async () => {
      await changed();
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
