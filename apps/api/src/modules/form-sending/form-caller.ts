/**
 * Who calls the client's side of a sent form, and how they reach it: the mailed link's token, or a
 * signed-in portal account and the form's id. Each names its own errors.
 */
import { PORTAL_ERRORS, PORTAL_MESSAGES } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { callerClientIds, type PortalCaller } from '../portal/session.js';
import { hashLinkToken, sendingError } from './deps.js';
import { findPortalForm } from './portal-forms-repository.js';
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

/**
 * The caller of /portal/forms/{id}: reaches form `id` only when the account's firm sent it in
 * client_portal mode to a client the account has access to; anything else is 404, whether it exists or not.
 */
export function portalFormCaller(caller: PortalCaller, id: number): FormCaller {
  return {
    ip: caller.ip,
    find: async (db, forUpdate) => {
      const account = { lawFirmId: caller.lawFirmId, clientIds: await callerClientIds(db, caller) };
      return findPortalForm(db, account, id, forUpdate);
    },
    auditDetails: { portal_user_id: caller.userId },
    errors: {
      notFound: () => notFound('Form'),
      revoked: () => new AppError(410, PORTAL_ERRORS.formWithdrawn, PORTAL_MESSAGES.formWithdrawn),
      expired: () => new AppError(410, PORTAL_ERRORS.formExpired, PORTAL_MESSAGES.formExpired),
    },
  };
}
