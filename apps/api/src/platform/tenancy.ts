/**
 * The firm always comes from the token. A lawFirmId in a path that is not the caller's firm answers
 * 404, exactly like any other firm's row, so ids of other firms reveal nothing.
 */
import type { AuthContext } from './auth/context.js';
import { notFound } from './errors.js';

export function assertOwnFirm(auth: AuthContext, lawFirmId: number): void {
  if (auth.user.lawFirmId !== lawFirmId) throw notFound('Law firm');
}

/** Throws 404 when a row looked up within the caller's firm does not exist. */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
