/** What the sending calls use, and the pieces both the staff's and the client's calls share. */
import { FORM_SENDING_ERRORS, FORM_SENDING_MESSAGES } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { FileStorage } from '../../platform/storage/index.js';

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
