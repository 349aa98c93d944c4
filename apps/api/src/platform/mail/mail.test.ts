import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
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
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('delivers the subject, the recipients and the attachment to the SMTP server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-smtp-test-'));
    try {
      const mailer = createMailer({ smtpUrl: peer.url, from: FROM, dataDir });
      expect(mailer.delivery).toBe('smtp');
      const sent = await mailer.send(message());
      expect(sent.id).toEqual(expect.any(String));

      expect(peer.received).toHaveLength(1);
      const [delivery] = peer.received;
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
