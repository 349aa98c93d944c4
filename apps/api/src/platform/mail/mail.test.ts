import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './index.js';

const FROM = 'Counsel <no-reply@counsel.example>';
/** A few bytes of a PDF, with binary content so a broken encoding would show. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255])]);

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  lawFirmId: 42,
  to: ['client@example.com', 'partner@example.com'],
  subject: 'Invoice INV-0007 from Nasser Legal',
  text: 'Dear client,\nplease find your invoice attached.',
  attachments: [{ filename: 'INV-0007.pdf', content: PDF, contentType: 'application/pdf' }],
  ...overrides,
});

// A small MIME reader: enough to check what a real mail client would see.
interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parsePart(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function partsOf(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => partsOf(parsePart(chunk.replace(/^\n/, ''))));
}

function decodedBody(part: MimePart): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      part.body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body.replace(/\n$/, ''), 'utf8');
}

function readMail(raw: string) {
  const root = parsePart(raw);
  const parts = partsOf(root);
  const attachments = parts.filter((p) => /^attachment/i.test(p.headers.get('content-disposition') ?? ''));
  const textPart = parts.find(
    (p) => /^text\/plain/i.test(p.headers.get('content-type') ?? '') && !attachments.includes(p),
  );
  return {
    subject: root.headers.get('subject'),
    to: root.headers.get('to'),
    from: root.headers.get('from'),
    text: textPart ? decodedBody(textPart).toString('utf8').trim() : undefined,
    attachments: attachments.map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers.get('content-disposition') ?? '')?.[1],
      contentType: p.headers.get('content-type')?.split(';')[0],
      content: decodedBody(p),
    })),
  };
}

describe('the outbox mailer (no SMTP server configured)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-mail-test-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes a real .eml and a .json entry in the firm’s folder under DATA_DIR/mail', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir });
    expect(mailer.delivery).toBe('outbox');
    const { id } = await mailer.send(message());

    const folder = path.join(dataDir, 'mail', '42');
    expect(fs.readdirSync(folder).sort()).toEqual([`${id}.eml`, `${id}.json`]);

    const mail = readMail(fs.readFileSync(path.join(folder, `${id}.eml`), 'utf8'));
    expect(mail.subject).toBe('Invoice INV-0007 from Nasser Legal');
    expect(mail.to).toBe('client@example.com, partner@example.com');
    expect(mail.from).toBe(FROM);
    expect(mail.text).toBe('Dear client,\nplease find your invoice attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('INV-0007.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.equals(PDF)).toBe(true);

    const entry = JSON.parse(fs.readFileSync(path.join(folder, `${id}.json`), 'utf8'));
    expect(entry).toEqual({
      id,
      to: ['client@example.com', 'partner@example.com'],
      subject: 'Invoice INV-0007 from Nasser Legal',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      text: 'Dear client,\nplease find your invoice attached.',
      attachments: [{ filename: 'INV-0007.pdf', content_type: 'application/pdf', size: PDF.length }],
    });

    const listed = await mailer.listOutbox(42, 1, 10);
    expect(listed).toEqual({ items: [entry], page: 1, page_size: 10, total: 1 });
  });

  it('keeps Arabic subjects and text intact', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir });
    const subject = 'فاتورة رقم ٧ من مكتب ناصر';
    const { id } = await mailer.send(message({ lawFirmId: 43, subject, text: 'مرحبا', attachments: [] }));
    const mail = readMail(fs.readFileSync(path.join(dataDir, 'mail', '43', `${id}.eml`), 'utf8'));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe('مرحبا');
    expect(mail.attachments).toEqual([]);
  });

  it('files mail that belongs to no firm apart from every firm', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir });
    const { id } = await mailer.send(message({ lawFirmId: null }));
    expect(fs.existsSync(path.join(dataDir, 'mail', 'system', `${id}.eml`))).toBe(true);
    expect((await mailer.listOutbox(42, 1, 10)).items.map((item) => item.id)).not.toContain(id);
  });
});

describe('the SMTP mailer (SMTP_URL set)', () => {
  interface Received {
    from: string | false;
    rcptTo: string[];
    raw: string;
  }
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      secure: false,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the subject, the recipients and the attachment to the SMTP server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-smtp-test-'));
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir });
      expect(mailer.delivery).toBe('smtp');
      const sent = await mailer.send(message());
      expect(sent.id).toEqual(expect.any(String));

      expect(received).toHaveLength(1);
      const [delivery] = received;
      expect(delivery!.from).toBe('no-reply@counsel.example');
      expect(delivery!.rcptTo).toEqual(['client@example.com', 'partner@example.com']);
      const mail = readMail(delivery!.raw);
      expect(mail.subject).toBe('Invoice INV-0007 from Nasser Legal');
      expect(mail.to).toBe('client@example.com, partner@example.com');
      expect(mail.text).toBe('Dear client,\nplease find your invoice attached.');
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['INV-0007.pdf', 'application/pdf']]);
      expect(mail.attachments[0]!.content.equals(PDF)).toBe(true);

      // Mail that went out over SMTP is not kept in an outbox folder.
      expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);
      expect((await mailer.listOutbox(42, 1, 10)).total).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
