/** Adding, changing and deleting the firm's participant types (the reads are in entities/firm). */
import type { ParticipantType, ParticipantTypeRequest } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmKeys } from '../../entities/firm/keys';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';

export function useSaveParticipantType() {
  const queryClient = useQueryClient();
  const lawFirmId = useMe().user.law_firm_id;
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ParticipantTypeRequest }) =>
      id === null
        ? api.post<ParticipantType>(`/api/participant_type/add-participant-type/${lawFirmId}`, body)
        : api.put<ParticipantType>(`/api/participant_type/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.participantTypesAll }),
  });
}

export function useDeleteParticipantType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/participant_type/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.participantTypesAll }),
  });
}
