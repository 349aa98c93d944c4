/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; without it, each message is written
 * to the firm's outbox folder under DATA_DIR/mail, where admins read it at /settings/admin-tools.
 */
import type { OutboxPage } from '@counsel/domain';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  /** The firm the message belongs to (null for messages that belong to no firm). */
  lawFirmId: number | null;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ id: string }>;
  /** The firm's outbox, newest first; empty when mail goes out over SMTP. */
  listOutbox(lawFirmId: number, page: number, pageSize: number): Promise<OutboxPage>;
}
