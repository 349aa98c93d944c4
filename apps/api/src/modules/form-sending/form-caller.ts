/**
 * Who calls the client's side of a sent form, and how they reach it: the mailed link's token, or (in
 * modules/portal) a signed-in portal account and the form's id. Each names its own errors.
 */
import type { DbOrTx } from '../../db/client.js';
import type { AppError } from '../../platform/errors.js';
import { hashLinkToken, sendingError } from './deps.js';
import * as repo from './repository.js';

/** The client at the other end, and how they reach their form. */
export interface FormCaller {
  /** The caller's address, for the audit log. */
  ip: string;
  /** The form this caller reaches (locked for update when asked), or null when they reach none. */
  find(db: DbOrTx, forUpdate: boolean): Promise<repo.ReachedForm | null>;
  /** What the audit log records of the caller besides 'client' and the address. */
  auditDetails: Record<string, unknown>;
  /** The answers for a form not reached, withdrawn, or past its date, in the caller's words. */
  errors: { notFound(): AppError; revoked(): AppError; expired(): AppError };
}

/** The caller of a mailed link: the token in the path is the only key, looked up by its SHA-256. */
export function linkCaller(token: string, ip: string): FormCaller {
  return {
    ip,
    find: (db, forUpdate) => repo.findByTokenHash(db, hashLinkToken(token), forUpdate),
    auditDetails: {},
    errors: {
      notFound: () => sendingError(404, 'linkNotFound'),
      revoked: () => sendingError(410, 'linkRevoked'),
      expired: () => sendingError(410, 'linkExpired'),
    },
  };
}
