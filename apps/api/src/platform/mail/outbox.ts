/**
 * The outbox: each message is kept as a real .eml file (what an SMTP server would have received)
 * plus a small .json index entry, in one folder per firm so no firm can list another's mail.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '@counsel/domain';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.js';
import { toNodemailer } from './smtp.js';

export function createOutboxMailer(rootDir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folderOf = (lawFirmId: number | null) => path.join(rootDir, lawFirmId === null ? 'system' : String(lawFirmId));
  // Messages sent within one millisecond keep their order through a counter after the timestamp.
  let last = { stamp: '', count: 0 };

  return {
    delivery: 'outbox',
    async send(message: MailMessage) {
      const createdAt = new Date();
      // Sortable by name: the timestamp first, then the counter, then a unique suffix.
      const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
      last = { stamp, count: stamp === last.stamp ? last.count + 1 : 0 };
      const id = `${stamp}_${String(last.count).padStart(6, '0')}_${randomUUID()}`;
      const info = await builder.sendMail(toNodemailer(message, from));
      const folder = folderOf(message.lawFirmId);
      await fs.mkdir(folder, { recursive: true });
      const entry: OutboxMessage = {
        id,
        to: message.to,
        subject: message.subject,
        created_at: createdAt.toISOString(),
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          size: a.content.length,
        })),
      };
      await fs.writeFile(path.join(folder, `${id}.eml`), info.message as Buffer);
      await fs.writeFile(path.join(folder, `${id}.json`), JSON.stringify(entry));
      return { id };
    },
    async listOutbox(lawFirmId, page, pageSize) {
      const folder = folderOf(lawFirmId);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
      const slice = ids.slice((page - 1) * pageSize, page * pageSize);
      const items = await Promise.all(
        slice.map(async (name) => JSON.parse(await fs.readFile(path.join(folder, name), 'utf8')) as OutboxMessage),
      );
      return { items, page, page_size: pageSize, total: ids.length };
    },
  };
}
