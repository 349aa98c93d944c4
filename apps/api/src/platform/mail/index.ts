import path from 'node:path';
import { countingSends, type Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer } from './smtp.js';

export type { MailAttachment, Mailer, MailMessage, MailTransport } from './mailer.js';

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  return countingSends(
    options.smtpUrl
      ? createSmtpMailer(options.smtpUrl, options.from)
      : createOutboxMailer(path.join(options.dataDir, 'mail'), options.from),
  );
}
