/**
 * The firm's people as several modules read them: the participant types its employees are grouped by
 * (workflows, case tasks, contacts' export, workflow drafts) and which of some employees are still
 * active (document fillings, case members). Below the modules, so none imports another's repository.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { participantTypes, users } from './schema/index.js';

/** The firm's participant types, by name. */
export async function firmParticipantTypes(db: DbOrTx, lawFirmId: number) {
  return db
    .select({ id: participantTypes.id, name: participantTypes.name, description: participantTypes.description })
    .from(participantTypes)
    .where(eq(participantTypes.lawFirmId, lawFirmId))
    .orderBy(asc(participantTypes.name), asc(participantTypes.id));
}

/** The firm's active employees among `ids`, with what an assignment mail needs. */
export function activeEmployees(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt), inArray(users.id, [...ids])));
}
