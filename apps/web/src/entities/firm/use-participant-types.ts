/**
 * The firm's participant types as contacts, the team, workflows and their own settings page read them.
 * The list call may answer an array, or (as the original API did when a firm had none) a message saying
 * none were found, which counts as empty; anything else is an unexpected format.
 */
import { NO_PARTICIPANT_TYPES_MESSAGE, type ParticipantType, type ParticipantTypeLight } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { firmKeys } from './keys';

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
    queryKey: firmKeys.participantTypes(lawFirmId, 'details'),
    queryFn: ({ signal }) => fetchParticipantTypes<ParticipantType>(lawFirmId, true, signal),
  });
}

/** Names and descriptions only (details=false), for the pickers; the firm is the signed-in user's unless given. */
export function useParticipantTypeChoices(enabled = true, firmId?: number) {
  const me = useMe();
  const lawFirmId = firmId ?? me.user.law_firm_id;
  return useQuery({
    queryKey: firmKeys.participantTypes(lawFirmId, 'light'),
    queryFn: ({ signal }) => fetchParticipantTypes<ParticipantTypeLight>(lawFirmId, false, signal),
    enabled,
  });
}
