/**
 * Giving a firm's client portal access, for the staff's invitation and for a form sent in
 * client_portal mode alike. The account is the firm's own (one per firm and address), so an invitation
 * never reaches an account another firm made or opened. It runs in three steps around the mail, which
 * never goes out inside a transaction: grantAccess (in the caller's transaction) makes the firm's
 * account if the address is new to the firm,
 * the access row, and a fresh set-password token while the account has no password; once the mail
 * went out, confirmGrant lets the older invitations of the firm die; if it was refused, undoGrant
 * removes what grantAccess made, so the client's earlier invitation still works.
 */
import { randomBytes } from 'node:crypto';
import { PORTAL_INVITATION_TTL_DAYS } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import * as repo from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GrantRequest {
  lawFirmId: number;
  clientId: number;
  email: string;
  /** The language of a new account (an existing account keeps its own). */
  locale: string;
  invitedByUserId: number | null;
}

export interface PortalGrant {
  lawFirmId: number;
  portalUserId: number;
  /** The invitation's set-password token, in clear for the mail only; null when the account has a password. */
  inviteToken: string | null;
  inviteTokenId: number | null;
  inviteExpiresAt: Date | null;
  createdUser: boolean;
  createdAccess: boolean;
}

/** A random 32-byte token for a mailed link, and the SHA-256 that is all the database keeps. */
export function newMailedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export async function grantAccess(tx: DbOrTx, request: GrantRequest, now = new Date()): Promise<PortalGrant> {
  const { user, created } = await repo.ensureUser(tx, request.lawFirmId, request.email, request.locale);
  const existing = await repo.findAccess(tx, request.lawFirmId, request.clientId);
  let createdAccess = false;
  if (!existing) {
    createdAccess = await repo.insertAccess(tx, {
      portalUserId: user.id,
      lawFirmId: request.lawFirmId,
      clientId: request.clientId,
      invitedByUserId: request.invitedByUserId,
    });
  } else if (existing.access.portalUserId !== user.id) {
    await repo.moveAccess(tx, request.lawFirmId, request.clientId, user.id);
  }
  const grant: PortalGrant = {
    lawFirmId: request.lawFirmId,
    portalUserId: user.id,
    inviteToken: null,
    inviteTokenId: null,
    inviteExpiresAt: null,
    createdUser: created,
    createdAccess,
  };
  if (user.passwordHash !== null) return grant;
  const { token, hash } = newMailedToken();
  const expiresAt = new Date(now.getTime() + PORTAL_INVITATION_TTL_DAYS * DAY_MS);
  grant.inviteTokenId = await repo.insertPasswordToken(tx, {
    portalUserId: user.id,
    tokenHash: hash,
    purpose: 'invite',
    lawFirmId: request.lawFirmId,
    expiresAt,
  });
  grant.inviteToken = token;
  grant.inviteExpiresAt = expiresAt;
  return grant;
}

/** Whether the firm's client has portal access (a reminder does not give back access the firm withdrew). */
export async function hasAccess(tx: DbOrTx, lawFirmId: number, clientId: number): Promise<boolean> {
  return (await repo.findAccess(tx, lawFirmId, clientId)) !== null;
}

/** After the mail went out: the older invitations to this account stop working. */
export async function confirmGrant(tx: DbOrTx, grant: PortalGrant): Promise<void> {
  if (grant.inviteTokenId === null) return;
  await repo.deleteOtherPasswordTokens(tx, grant.portalUserId, 'invite', grant.inviteTokenId);
}

/** After a refused mail: what grantAccess made goes again (the account goes only if it was new). */
export async function undoGrant(tx: DbOrTx, grant: PortalGrant, clientId: number): Promise<void> {
  if (grant.inviteTokenId !== null) await repo.deletePasswordToken(tx, grant.inviteTokenId);
  if (grant.createdAccess) await repo.deleteAccess(tx, grant.lawFirmId, clientId);
  if (grant.createdUser) await repo.deleteUser(tx, grant.portalUserId);
}
