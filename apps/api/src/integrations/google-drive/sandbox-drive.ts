/**
 * The pieces of Drive v3's protocol the sandbox speaks: the file resource, the query language subset
 * the client sends (`'<id>' in parents`, `name contains '<text>'`, `trashed = false`), Google's error
 * shape, and multipart/related upload bodies.
 */
import type { SandboxFileRow } from './sandbox-repository.js';

export interface DriveQuery {
  parentId?: string | null;
  nameContains?: string;
  trashed: boolean;
}

/** Splits on `and` outside quoted literals, reading `\'` and `\\` escapes. */
function clauses(q: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inQuote = false;
  for (let i = 0; i < q.length; i++) {
    const c = q[i]!;
    if (inQuote && c === '\\') {
      current += c + (q[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === "'") inQuote = !inQuote;
    if (!inQuote && q.slice(i, i + 5).toLowerCase() === ' and ') {
      parts.push(current.trim());
      current = '';
      i += 4;
      continue;
    }
    current += c;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

const literal = (text: string) => text.slice(1, -1).replace(/\\(.)/g, '$1');

/** The query as filters, or null when it uses what the sandbox does not support (Drive answers 400). */
export function parseDriveQuery(q: string | undefined): DriveQuery | null {
  const query: DriveQuery = { trashed: false };
  for (const clause of clauses(q ?? '')) {
    let match = /^trashed\s*=\s*(true|false)$/i.exec(clause);
    if (match) {
      query.trashed = match[1]!.toLowerCase() === 'true';
      continue;
    }
    match = /^('(?:[^'\\]|\\.)*')\s+in\s+parents$/i.exec(clause);
    if (match) {
      const id = literal(match[1]!);
      query.parentId = id === 'root' ? null : id;
      continue;
    }
    match = /^name\s+contains\s+('(?:[^'\\]|\\.)*')$/i.exec(clause);
    if (match) {
      query.nameContains = literal(match[1]!);
      continue;
    }
    return null;
  }
  return query;
}

export function driveFileJson(row: SandboxFileRow, base: string) {
  const folder = row.mimeType === 'application/vnd.google-apps.folder';
  return {
    kind: 'drive#file',
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    parents: [row.parentId ?? 'root'],
    trashed: row.trashed,
    modifiedTime: row.modifiedAt.toISOString(),
    createdTime: row.createdAt.toISOString(),
    webViewLink: `${base}/drive/v3/files/${row.id}?alt=media`,
    ...(folder
      ? {}
      : { size: String(row.sizeBytes ?? 0), webContentLink: `${base}/drive/v3/files/${row.id}?alt=media` }),
  };
}

export function driveError(status: number, reason: string, message: string) {
  return { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } };
}

/** A multipart/related body: the JSON metadata part and the media part. Bytes stay off the enumerable keys. */
export class RelatedBody {
  readonly #media: Buffer;
  constructor(
    readonly metadata: Record<string, unknown>,
    readonly mediaType: string,
    media: Buffer,
  ) {
    this.#media = media;
  }
  get media(): Buffer {
    return this.#media;
  }
}

export function parseRelated(contentType: string, body: Buffer): RelatedBody | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  const parsed = parts.map((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    let content = part.subarray(headerEnd + 4);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    return { type, content };
  });
  const [meta, media] = parsed;
  if (!meta || !media) return null;
  try {
    return new RelatedBody(JSON.parse(meta.content.toString('utf8')), media.type, media.content);
  } catch {
    return null;
  }
}
