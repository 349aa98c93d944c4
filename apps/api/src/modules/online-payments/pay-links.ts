/**
 * Pay links: one secret token per invoice, made the first time the link is needed (the staff's copy button, an
 * invoice mail), revocable. The token is 32 random bytes; only its SHA-256 finds the link, and the token itself is
 * kept encrypted with the server's key so the same link can be handed out again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ONLINE_PAYMENT_ERRORS, payLinkPath } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets.js';
import * as repo from './repository.js';

export interface PayLinkDeps {
  db: DbOrTx;
  secrets: SecretBox;
  /** APP_URL: links start with it, never with a request's Host. */
  publicOrigin: string;
}

const TOKEN_BYTES = 32;
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The invoice's live token, made now when it has none. The caller has checked the invoice is the firm's. */
export async function payLinkToken(deps: PayLinkDeps, lawFirmId: number, invoiceId: number): Promise<string> {
  const live = await repo.findLiveLink(deps.db, lawFirmId, invoiceId);
  if (live) return deps.secrets.decrypt(live.tokenEncrypted);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const made = await repo.insertLink(deps.db, {
    lawFirmId,
    invoiceId,
    tokenHash: tokenHash(token),
    tokenEncrypted: deps.secrets.encrypt(token),
  });
  if (made) return token;
  // Another request made the invoice's link at the same moment: its token is the invoice's.
  const other = await repo.findLiveLink(deps.db, lawFirmId, invoiceId);
  if (!other) throw new Error('pay link vanished');
  return deps.secrets.decrypt(other.tokenEncrypted);
}

/** The pay page's address: APP_URL + payLinkPath(token). */
export const payLinkUrlOf = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/+$/, '')}${payLinkPath(token)}`;

/**
 * The invoice's pay link, made on first need: what billing's invoice and reminder mails carry. The invoice must be
 * the firm's (billing read it for the firm).
 */
export async function payLinkUrlFor(deps: PayLinkDeps, lawFirmId: number, invoiceId: number): Promise<string> {
  return payLinkUrlOf(deps.publicOrigin, await payLinkToken(deps, lawFirmId, invoiceId));
}

export const payLinkNotFound = () =>
  new AppError(
    404,
    ONLINE_PAYMENT_ERRORS.payLinkNotFound,
    'This payment link is not valid. Ask the firm for a new one.',
  );

/** The live link a token opens; the same 404 for an unknown, revoked or malformed token. */
export async function linkOfToken(db: DbOrTx, token: string): Promise<repo.PayLinkRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw payLinkNotFound();
  const link = await repo.findLinkByHash(db, tokenHash(token));
  if (!link) throw payLinkNotFound();
  return link;
}
