/**
 * The firm's participant types. The list call may answer an array, or (as the original API did when a firm
 * had none) a message saying none were found, which counts as empty; anything else is an unexpected format.
 */
import {
  NO_PARTICIPANT_TYPES_MESSAGE,
  type ParticipantType,
  type ParticipantTypeLight,
  type ParticipantTypeRequest,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useMe } from '../../lib/current-user';

export const PARTICIPANT_TYPES_KEY = ['participant-types'] as const;

/** Thrown when the list call answers something that is not a list. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('Unexpected response format: expected an array');
    this.name = 'UnexpectedFormatError';
  }
}

const saysNoneFound = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { message?: unknown }).message === NO_PARTICIPANT_TYPES_MESSAGE;

export function parseParticipantTypeList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (saysNoneFound(body)) return [];
  throw new UnexpectedFormatError();
}

async function fetchParticipantTypes<T>(lawFirmId: number, details: boolean, signal: AbortSignal): Promise<T[]> {
  try {
    const body = await api.get<unknown>(`/api/participant_type/get_all_participant_types/law_firm/${lawFirmId}`, {
      query: details ? undefined : { details: 'false' },
      signal,
    });
    return parseParticipantTypeList<T>(body);
  } catch (error) {
    if (error instanceof ApiError && error.message === NO_PARTICIPANT_TYPES_MESSAGE) return [];
    throw error;
  }
}

/** With their employees, for the settings viewer. */
export function useParticipantTypes() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...PARTICIPANT_TYPES_KEY, lawFirmId, 'details'],
    queryFn: ({ signal }) => fetchParticipantTypes<ParticipantType>(lawFirmId, true, signal),
  });
}

/** Names and descriptions only (details=false), for the pickers. */
export function useParticipantTypeChoices(enabled = true) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...PARTICIPANT_TYPES_KEY, lawFirmId, 'light'],
    queryFn: ({ signal }) => fetchParticipantTypes<ParticipantTypeLight>(lawFirmId, false, signal),
    enabled,
  });
}

export function useSaveParticipantType() {
  const queryClient = useQueryClient();
  const lawFirmId = useMe().user.law_firm_id;
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ParticipantTypeRequest }) =>
      id === null
        ? api.post<ParticipantType>(`/api/participant_type/add-participant-type/${lawFirmId}`, body)
        : api.put<ParticipantType>(`/api/participant_type/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTICIPANT_TYPES_KEY }),
  });
}

export function useDeleteParticipantType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/participant_type/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTICIPANT_TYPES_KEY }),
  });
}
