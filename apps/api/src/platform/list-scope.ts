/**
 * Lists that exist at three levels (the firm's, a client's, a case's: invoices, time entries) take
 * their scope from the path. Another firm's firm, client or case id answers 404, like any other row.
 */
import type { Db } from '../db/client.js';
import { findCase, findClient } from '../db/firm-lookups.js';
import type { AuthContext } from './auth/context.js';
import { assertOwnFirm, found } from './tenancy.js';

/** The level a list was asked at, as its route names it. */
export type ListLevel = { lawFirmId: number } | { clientId: number } | { caseId: number };

/** What the list's query narrows to: nothing for the firm's list, else the client or the case. */
export type ListScope = { clientId?: number; caseId?: number };

export async function listScopeOf(db: Db, auth: AuthContext, level: ListLevel): Promise<ListScope> {
  if ('lawFirmId' in level) {
    assertOwnFirm(auth, level.lawFirmId);
    return {};
  }
  if ('clientId' in level) {
    found(await findClient(db, auth.firm.id, level.clientId), 'Client');
    return { clientId: level.clientId };
  }
  found(await findCase(db, auth.firm.id, level.caseId), 'Case');
  return { caseId: level.caseId };
}
