/** What the sending calls use, and the pieces both the staff's and the client's calls share. */
import { randomBytes } from 'node:crypto';
import { FORM_SENDING_ERRORS, FORM_SENDING_MESSAGES, type Locale } from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { clientFormLink, clientFormMail } from './form-mail.js';
import * as repo from './repository.js';

export interface SendingDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  assetsDir: string;
  /** APP_URL: links in mail are built from it, never from the request. */
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

type MessageKey = keyof typeof FORM_SENDING_ERRORS;

/** An error of the sending calls, with its code and the exact message of FORM_SENDING_MESSAGES. */
export const sendingError = (status: number, key: MessageKey, details?: Record<string, unknown>) =>
  new AppError(status, FORM_SENDING_ERRORS[key], FORM_SENDING_MESSAGES[key], details ? { details } : {});

export const hashLinkToken = (token: string) => hashRefreshToken(token);

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Issues a fresh link for the form and mails it to the client in the form's language. The token is
 * 32 random bytes; only its SHA-256 is stored, so the mail is the only place it exists in clear. Run
 * inside the caller's transaction: a mail that cannot go out rolls the link (and the change) back.
 * Answers the token (the demo seed opens its forms with it).
 */
export async function mailFreshLink(
  deps: SendingDeps,
  tx: DbOrTx,
  form: repo.SentFormRow,
  kind: 'sent' | 'reminder',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertLink(tx, form.id, hashLinkToken(token));
  const facts = await repo.mailFacts(tx, form.lawFirmId, form.clientId);
  const to = facts?.email?.trim();
  if (!facts || !to) throw sendingError(422, 'clientEmailMissing');
  const locale = form.locale as Locale;
  const mail = clientFormMail(locale, {
    kind,
    firmName: facts.firmName,
    clientName: `${facts.firstName} ${facts.lastName}`.trim(),
    formTitle: form.formTitle,
    link: clientFormLink(deps.publicOrigin, locale, token),
    expiresAt: form.expiresAt,
  });
  try {
    await deps.mailer.send({ lawFirmId: form.lawFirmId, to: [to], ...mail });
  } catch (error) {
    deps.log.error({ err: error, sent_form_id: form.id }, 'sent form mail not sent');
    throw sendingError(502, 'mailNotSent');
  }
  return token;
}
