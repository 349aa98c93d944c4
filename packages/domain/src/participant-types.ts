/**
 * Participant types: the roles people play in a case (Petitioner, Beneficiary, Interpreter, ...), defined
 * per firm, with the employees who may take their tasks (documents-forms-workflows §3, §5, §7).
 */
import { z } from 'zod';
import { idParam, trimmed } from './common.js';
import { queryFlag } from './contacts.js';

export const PARTICIPANT_TYPE_LIMITS = { name: 120, description: 500, users: 500 } as const;

/** What the list call answered in the original product when a firm had none; the web treats it as empty. */
export const NO_PARTICIPANT_TYPES_MESSAGE = 'No participant types found for this law firm';

export const participantTypeRequest = z.object({
  name: trimmed(1, PARTICIPANT_TYPE_LIMITS.name),
  // Written in a text area: line breaks are kept.
  description: z.string().trim().min(1).max(PARTICIPANT_TYPE_LIMITS.description),
  /** Employee (user) ids of the firm who may take this type's tasks. */
  users: z.array(z.number().int().positive()).max(PARTICIPANT_TYPE_LIMITS.users).default([]),
});
export type ParticipantTypeRequest = z.input<typeof participantTypeRequest>;

export const participantTypeLightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type ParticipantTypeLight = z.infer<typeof participantTypeLightSchema>;

export const participantTypeUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image: z.string().nullable(),
});

export const participantTypeSchema = participantTypeLightSchema.extend({
  users: z.array(participantTypeUserSchema),
  /** Whether the user asked about (user_id, else the caller) is one of this type's users. */
  assigned: z.boolean(),
});
export type ParticipantType = z.infer<typeof participantTypeSchema>;

export const participantTypeListQuery = z.object({
  /** Default true; false answers {id, name, description} only. */
  details: queryFlag,
  /** The employee whose `assigned` flags are wanted (the caller when absent). */
  user_id: idParam.optional(),
});
