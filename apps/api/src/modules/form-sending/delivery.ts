/**
 * How a sent form reaches its client, for the first send, a resend and a reminder alike. Passwordless:
 * a fresh link (32 random bytes; only the SHA-256 is stored, so the mail is the only place it exists
 * in clear). client_portal: the client's portal access, with an invitation while they have no
 * password. The mail never goes out inside a transaction: prepareDelivery runs in the caller's
 * first transaction, the mail after its commit, and a refused mail undoes what was prepared.
 */
import { clientRowName, type Locale } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  confirmGrant,
  grantAccess,
  hasAccess,
  newMailedToken,
  type PortalGrant,
  undoGrant,
} from '../portal/invitations.js';
import { portalFormLink, portalFormMail, setPasswordLink } from '../portal/mail.js';
import { hashLinkToken, type SendingDeps, sendingError } from './deps.js';
import { clientFormLink, clientFormMail } from './form-mail.js';
import * as repo from './repository.js';

export type Delivery =
  | { mode: 'passwordless'; token: string; linkId: number }
  | { mode: 'client_portal'; grant: PortalGrant };

type MailKind = 'sent' | 'reminder';

/**
 * In the caller's transaction: a new link, or the client's portal access. `grantMissing` false (a
 * reminder) answers null for a client whose portal access the firm withdrew: no job gives it back.
 */
export async function prepareDelivery(
  tx: DbOrTx,
  form: repo.SentFormRow,
  options: { invitedByUserId: number | null; grantMissing: boolean },
): Promise<Delivery | null> {
  if (form.formSendingMode !== 'client_portal') {
    const { token } = newMailedToken();
    return { mode: 'passwordless', token, linkId: await repo.insertLink(tx, form.id, hashLinkToken(token)) };
  }
  const facts = await repo.mailFacts(tx, form.lawFirmId, form.clientId);
  const email = facts?.email?.trim();
  if (!email) throw sendingError(422, 'clientEmailMissing');
  if (!options.grantMissing && !(await hasAccess(tx, form.lawFirmId, form.clientId))) return null;
  const grant = await grantAccess(tx, {
    lawFirmId: form.lawFirmId,
    clientId: form.clientId,
    email,
    locale: form.locale,
    invitedByUserId: options.invitedByUserId,
  });
  return { mode: 'client_portal', grant };
}

/** After the commit: the client's mail in the form's language; a refusal is logged and answers 502. */
async function mailDelivery(deps: SendingDeps, form: repo.SentFormRow, delivery: Delivery, kind: MailKind) {
  const facts = await repo.mailFacts(deps.db, form.lawFirmId, form.clientId);
  const to = facts?.email?.trim();
  if (!facts || !to) throw sendingError(422, 'clientEmailMissing');
  const locale = form.locale as Locale;
  const common = {
    kind,
    firmName: facts.firmName,
    clientName: clientRowName(facts),
    formTitle: form.formTitle,
    expiresAt: form.expiresAt,
  };
  const inviteToken = delivery.mode === 'client_portal' ? delivery.grant.inviteToken : null;
  const mail =
    delivery.mode === 'passwordless'
      ? clientFormMail(locale, { ...common, link: clientFormLink(deps.publicOrigin, locale, delivery.token) })
      : portalFormMail(locale, {
          ...common,
          setsPassword: inviteToken !== null,
          link: inviteToken
            ? setPasswordLink(deps.publicOrigin, locale, inviteToken)
            : portalFormLink(deps.publicOrigin, locale, form.id),
        });
  try {
    await deps.mailer.send({ lawFirmId: form.lawFirmId, to: [to], ...mail });
  } catch (error) {
    deps.log.error({ err: error, sent_form_id: form.id }, 'sent form mail not sent');
    throw sendingError(502, 'mailNotSent');
  }
}

/**
 * Mails the delivery. When the mail is refused, what prepareDelivery made is removed, with the caller's
 * own undo (`alsoUndo`, e.g. deleting a form just sent) in the same transaction, and the 502 stands.
 */
export async function mailOrUndo(
  deps: SendingDeps,
  form: repo.SentFormRow,
  delivery: Delivery,
  kind: MailKind,
  alsoUndo?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  try {
    await mailDelivery(deps, form, delivery, kind);
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      if (delivery.mode === 'passwordless') await repo.deleteLink(tx, delivery.linkId);
      await alsoUndo?.(tx);
      if (delivery.mode === 'client_portal') await undoGrant(tx, delivery.grant, form.clientId);
    });
    throw error;
  }
}

/** In the caller's transaction after the mail went out: older invitations die (a portal delivery). */
export async function confirmDelivery(tx: DbOrTx, delivery: Delivery): Promise<void> {
  if (delivery.mode === 'client_portal') await confirmGrant(tx, delivery.grant);
}

/** The link token a passwordless delivery mailed (the demo seed opens its forms with it). */
export const deliveredToken = (delivery: Delivery) => (delivery.mode === 'passwordless' ? delivery.token : null);
