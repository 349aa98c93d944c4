/**
 * The staff's side of the portal: a client's access (read), inviting them or mailing the invitation
 * again, and withdrawing the access. Every id is looked up in the caller's firm (another firm's is 404).
 */
import {
  clientRowName,
  FORM_SENDING_ERRORS,
  FORM_SENDING_MESSAGES,
  type Locale,
  PORTAL_ERRORS,
  PORTAL_MESSAGES,
  type PortalAccess,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { confirmGrant, grantAccess, undoGrant } from './invitations.js';
import { invitationMail, portalHomeLink, portalSecondFactorResetMail, setPasswordLink } from './mail.js';
import * as repo from './repository.js';
import { deleteFactors, factorsOn } from './second-factor-repository.js';

export interface AccessDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

type AccessRow = NonNullable<Awaited<ReturnType<typeof repo.findAccess>>>;

function toPortalAccess({ access, user, inviter, factor }: AccessRow): PortalAccess {
  const on = factorsOn(factor);
  return {
    status: user.passwordHash === null ? 'invited' : 'active',
    email: user.email,
    invited_at: access.invitedAt.toISOString(),
    invited_by: inviter ? { id: inviter.id, full_name: inviter.fullName } : null,
    activated_at: user.passwordSetAt?.toISOString() ?? null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    second_factor: on.totp || on.email,
  };
}

async function firmClient(deps: AccessDeps, auth: AuthContext, lawFirmId: number, clientId: number) {
  assertOwnFirm(auth, lawFirmId);
  return found(await findClient(deps.db, lawFirmId, clientId), 'Client');
}

/** GET: the client's access, or null when they have none. */
export async function readAccess(deps: AccessDeps, auth: AuthContext, lawFirmId: number, clientId: number) {
  await firmClient(deps, auth, lawFirmId, clientId);
  const row = await repo.findAccess(deps.db, lawFirmId, clientId);
  return row ? toPortalAccess(row) : null;
}

/**
 * POST: invites the client, or mails the invitation again with a fresh link (the older one dies once
 * the new mail went out). An account that already has a password is told the firm added it instead.
 * The mail goes out after the grant commits; a refused mail undoes the grant and answers 502.
 */
export async function inviteClient(
  deps: AccessDeps,
  auth: AuthContext,
  lawFirmId: number,
  clientId: number,
  locale: Locale,
): Promise<PortalAccess> {
  await firmClient(deps, auth, lawFirmId, clientId);
  return inviteAs(deps, { lawFirmId, userId: auth.user.id, firmName: auth.firm.name }, clientId, locale);
}

/** The invitation by an employee of the firm, for a client of the firm (already checked). */
export async function inviteAs(
  deps: AccessDeps,
  inviter: { lawFirmId: number; userId: number; firmName: string },
  clientId: number,
  locale: Locale,
): Promise<PortalAccess> {
  const { lawFirmId } = inviter;
  const client = found(await findClient(deps.db, lawFirmId, clientId, { columns: 'card' }), 'Client');
  const email = client.email?.trim();
  if (!email) throw new AppError(422, PORTAL_ERRORS.noEmail, PORTAL_MESSAGES.noEmail);
  const grant = await deps.db.transaction(async (tx) => {
    const granted = await grantAccess(tx, { lawFirmId, clientId, email, locale, invitedByUserId: inviter.userId });
    if (!granted.createdAccess) await repo.touchInvitation(tx, lawFirmId, clientId, inviter.userId);
    return granted;
  });
  const mail = invitationMail(locale, {
    firmName: inviter.firmName,
    clientName: clientRowName(client),
    link: grant.inviteToken
      ? setPasswordLink(deps.publicOrigin, locale, grant.inviteToken)
      : portalHomeLink(deps.publicOrigin, locale),
    expiresAt: grant.inviteExpiresAt,
  });
  try {
    await deps.mailer.send({ lawFirmId, to: [email], ...mail });
  } catch (error) {
    deps.log.error({ err: error, client_id: clientId }, 'portal invitation not sent');
    await deps.db.transaction((tx) => undoGrant(tx, grant, clientId));
    throw new AppError(502, FORM_SENDING_ERRORS.mailNotSent, FORM_SENDING_MESSAGES.mailNotSent);
  }
  await deps.db.transaction(async (tx) => {
    await confirmGrant(tx, grant);
    await recordAudit(tx, {
      lawFirmId,
      userId: inviter.userId,
      action: 'portal_access.invited',
      entityType: 'client',
      entityId: clientId,
      details: {
        portal_user_id: grant.portalUserId,
        again: !grant.createdAccess,
        with_link: grant.inviteToken !== null,
      },
    });
  });
  return toPortalAccess(found(await repo.findAccess(deps.db, lawFirmId, clientId), 'Portal access'));
}

/** DELETE: the firm's forms leave the client's portal at once; the firm's pending invitations die. */
export async function withdrawAccess(deps: AccessDeps, auth: AuthContext, lawFirmId: number, clientId: number) {
  await firmClient(deps, auth, lawFirmId, clientId);
  await deps.db.transaction(async (tx) => {
    const portalUserId = await repo.deleteAccess(tx, lawFirmId, clientId);
    if (portalUserId === null) throw notFound('Portal access');
    await repo.deleteOtherPasswordTokens(tx, portalUserId, 'invite', null);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'portal_access.withdrawn',
      entityType: 'client',
      entityId: clientId,
      details: { portal_user_id: portalUserId },
    });
  });
}

/**
 * DELETE …/portal-access/second-factor: the client lost their phone or mailbox. The firm removes their
 * second sign-in step (audited) and the client is told by mail, in their language, so a reset they did
 * not ask for does not go unnoticed. Their next sign-in is by password alone, or leads them to set one up
 * again where the firm requires it. A refused mail is logged: the reset stands.
 */
export async function resetSecondFactor(deps: AccessDeps, auth: AuthContext, lawFirmId: number, clientId: number) {
  await firmClient(deps, auth, lawFirmId, clientId);
  const account = await deps.db.transaction(async (tx) => {
    const row = found(await repo.findAccess(tx, lawFirmId, clientId), 'Portal access');
    if (!(await deleteFactors(tx, { lawFirmId, portalUserId: row.user.id }))) {
      throw new AppError(400, PORTAL_ERRORS.noSecondFactor, PORTAL_MESSAGES.noSecondFactor);
    }
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'portal_access.second_factor_reset',
      entityType: 'client',
      entityId: clientId,
      details: { portal_user_id: row.user.id },
    });
    return row.user;
  });
  const mail = portalSecondFactorResetMail(account.locale as Locale, {
    firmName: auth.firm.name,
    link: portalHomeLink(deps.publicOrigin, account.locale as Locale),
  });
  try {
    await deps.mailer.send({ lawFirmId, to: [account.email], ...mail });
  } catch (error) {
    deps.log.error({ err: error, client_id: clientId }, 'portal second factor reset mail not sent');
  }
}
