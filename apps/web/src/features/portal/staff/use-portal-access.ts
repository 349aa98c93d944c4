/** The staff's calls about a client's portal access: where it stands, invite (again), withdraw, reset its second step. */
import type { Locale, PortalAccess } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

const accessKey = (lawFirmId: number, clientId: number) => ['portal-access', lawFirmId, clientId] as const;

function useAccessPath(clientId: number) {
  const lawFirmId = useMe().user.law_firm_id;
  return { key: accessKey(lawFirmId, clientId), path: `/api/law-firm/${lawFirmId}/clients/${clientId}/portal-access` };
}

export function usePortalAccess(clientId: number) {
  const { key, path } = useAccessPath(clientId);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ portal_access: PortalAccess | null }>(path, { signal }),
  });
}

/** Mails the invitation (or mails it again) in `locale`. */
export function useInviteToPortal(clientId: number) {
  const { key, path } = useAccessPath(clientId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => api.post<{ portal_access: PortalAccess | null } | undefined>(path, { locale }),
    onSuccess: (answer) =>
      answer?.portal_access ? queryClient.setQueryData(key, answer) : queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Removes the client's second sign-in step (a lost phone or mailbox); the card then shows it off. */
export function useResetPortalSecondFactor(clientId: number) {
  const { key, path } = useAccessPath(clientId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`${path}/second-factor`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useWithdrawPortalAccess(clientId: number) {
  const { key, path } = useAccessPath(clientId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(path),
    onSuccess: () => queryClient.setQueryData(key, { portal_access: null }),
  });
}
