/**
 * Test helpers for the suites that check mail: a small MIME reader (enough to see what a mail client
 * would see: the subject, the addresses, the text, each attachment's name and bytes) and a real SMTP
 * server on a free local port that keeps what it is sent.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReadMail {
  subject: string | undefined;
  to: string | undefined;
  from: string | undefined;
  text: string | undefined;
  attachments: Array<{ filename: string | undefined; contentType: string | undefined; content: Buffer }>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

function parsePart(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: split === -1 ? '' : text.slice(split + 2) };
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

/** A raw message (an .eml file or what an SMTP server received) as a mail client would show it. */
export function readMail(raw: string): ReadMail {
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

export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM), false when there was none. */
  from: string | false;
  /** The envelope's recipients (RCPT TO). */
  rcptTo: string[];
  raw: string;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:{port}, as SMTP_URL takes it. */
  url: string;
  /** What the server accepted, in the order it came. */
  received: ReceivedMail[];
  /** The refused recipients; a suite may change it between mails (a mailbox that comes back). */
  refused: Set<string>;
  close(): Promise<void>;
}

/**
 * A plain SMTP server (no TLS, no login) on 127.0.0.1 that keeps every message it accepts. It refuses
 * the addresses in `refuse` as recipients (550), so a suite can see how a refusal is handled.
 */
export async function startSmtpPeer(options: { refuse?: readonly string[] } = {}): Promise<SmtpPeer> {
  const refused = new Set(options.refuse ?? []);
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    secure: false,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
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
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
