/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; without it, each message is written
 * to the firm's outbox folder under DATA_DIR/mail, where admins read it at /settings/admin-tools.
 */
import type { OutboxPage } from '@counsel/domain';
import { currentRequestId } from '../request-context.js';

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
  /** The request it is sent for; by default the one this code runs for (platform/request-context.ts). */
  requestId?: string;
}

/** Where mail goes: an SMTP server or the outbox folder. */
export interface MailTransport {
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ id: string }>;
  /** The firm's outbox, newest first; empty when mail goes out over SMTP. */
  listOutbox(lawFirmId: number, page: number, pageSize: number): Promise<OutboxPage>;
}

export interface Mailer extends MailTransport {
  /** Sends tried and sends that threw, since the process started (for /api/metrics). */
  readonly counts: { readonly sent: number; readonly failed: number };
}

/** The transport, counting its sends and the ones that failed (each retry of a job's mail counts). */
export function countingSends(transport: MailTransport): Mailer {
  const counts = { sent: 0, failed: 0 };
  return {
    delivery: transport.delivery,
    counts,
    async send(message) {
      counts.sent += 1;
      try {
        const requestId = message.requestId ?? currentRequestId();
        return await transport.send(requestId ? { ...message, requestId } : message);
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
    },
    listOutbox: (lawFirmId, page, pageSize) => transport.listOutbox(lawFirmId, page, pageSize),
  };
}
