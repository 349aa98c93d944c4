import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    async send(message: MailMessage) {
      const info = await transport.sendMail(toNodemailer(message, from));
      return { id: String(info.messageId) };
    },
    async listOutbox(_lawFirmId, page, pageSize) {
      return { items: [], page, page_size: pageSize, total: 0 };
    },
  };
}

export const MAIL_REQUEST_ID_HEADER = 'X-Counsel-Request-Id';

export function toNodemailer(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    // Which request sent it (or queued the job that did), to find its lines in the log; an opaque id.
    ...(message.requestId ? { headers: { [MAIL_REQUEST_ID_HEADER]: message.requestId } } : {}),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}
