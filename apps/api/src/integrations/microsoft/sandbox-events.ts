/**
 * What the Microsoft sandbox keeps and answers, in Graph's shapes: an Outlook event made from what a
 * client may write (with a Teams joinUrl when an online meeting is asked for), a delta entry, Graph's
 * error body, and the unsigned id token the token endpoint gives MSAL (it reads the account from it).
 */
import { randomBytes } from 'node:crypto';
import type { SandboxEventRow } from '../google-calendar/sandbox-repository.js';

type Body = Record<string, unknown>;

/** Sandbox accounts are kept beside Google's in the sandbox event store, under a prefix of their own. */
export const storeAccount = (account: string) => `microsoft:${account}`;
/** The address the sandbox account has (a firm's user: no real mailbox). */
export const sandboxMailOf = (account: string) => `${account.replace('/', '.')}@outlook.sandbox`;

export const graphError = (code: string, message: string) => ({ error: { code, message } });

/**
 * Graph's event ids are long base64 strings; the sandbox's are short random hex, so that a path holding
 * one is not taken for a token by the request log's secret check.
 */
export const newItemId = () => `AAMk${randomBytes(12).toString('hex')}`;

const wallTime = (value: unknown): { dateTime: string; timeZone: string } | null => {
  const time = value as { dateTime?: unknown; timeZone?: unknown } | null;
  if (typeof time?.dateTime !== 'string') return null;
  const zone = typeof time.timeZone === 'string' ? time.timeZone : 'UTC';
  // The sandbox keeps UTC only: a wall time in another zone is refused, as the app always writes UTC.
  if (zone !== 'UTC' || Number.isNaN(Date.parse(`${time.dateTime.replace(/Z$/, '')}Z`))) return null;
  return { dateTime: time.dateTime.replace(/Z$/, ''), timeZone: 'UTC' };
};

/** The fields a client may write; null when a given start or end cannot be read. */
export function writable(body: Body): Body | null {
  const out: Body = {};
  if (typeof body.subject === 'string') out.subject = body.subject.slice(0, 500);
  const content = (body.body as { content?: unknown } | undefined)?.content;
  if (typeof content === 'string') out.body = { contentType: 'html', content: content.slice(0, 20_000) };
  for (const field of ['start', 'end'] as const) {
    if (body[field] === undefined) continue;
    const time = wallTime(body[field]);
    if (!time) return null;
    out[field] = time;
  }
  if (Array.isArray(body.attendees)) {
    out.attendees = (body.attendees as Body[]).slice(0, 200).map((attendee) => ({
      emailAddress: attendee.emailAddress ?? {},
      type: typeof attendee.type === 'string' ? attendee.type : 'required',
      status: { response: 'none', time: '0001-01-01T00:00:00Z' },
    }));
  }
  return out;
}

/** A Teams meeting, as Graph makes one for isOnlineMeeting with teamsForBusiness. */
export function teams(body: Body): Body {
  if (body.isOnlineMeeting !== true) return {};
  const meetingId = randomBytes(18).toString('base64url');
  return {
    isOnlineMeeting: true,
    onlineMeetingProvider: 'teamsForBusiness',
    onlineMeeting: { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${meetingId}%40thread.v2/0` },
  };
}

export function eventJson(row: Pick<SandboxEventRow, 'id' | 'resource'>): Body {
  return { ...row.resource, id: row.id };
}

/** A delta's entry: the event, or for one cancelled (deleted) its id marked removed. */
export const deltaEntry = (row: SandboxEventRow): Body =>
  row.status === 'cancelled' ? { id: row.id, '@removed': { reason: 'deleted' } } : eventJson(row);

/** Whether a stored event overlaps [fromMs, toMs). */
export function overlaps(row: SandboxEventRow, fromMs: number, toMs: number): boolean {
  const start = Date.parse(`${(row.resource.start as { dateTime: string }).dateTime}Z`);
  const end = Date.parse(`${(row.resource.end as { dateTime: string }).dateTime}Z`);
  return start < toMs && end > fromMs;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * What the token endpoint adds for MSAL: an id token naming the account (unsigned: MSAL reads its claims
 * and this token goes nowhere else) and client_info, from which MSAL keys its cache.
 */
export function idTokenFields(account: string, clientId: string, issuer: string): Body {
  const oid = Buffer.from(account).toString('hex').slice(0, 32).padEnd(32, '0');
  const uid = `${oid.slice(0, 8)}-${oid.slice(8, 12)}-${oid.slice(12, 16)}-${oid.slice(16, 20)}-${oid.slice(20, 32)}`;
  const tid = '00000000-0000-0000-0000-00000000c0de';
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: clientId,
    iss: issuer,
    iat: now,
    nbf: now,
    exp: now + 3600,
    oid: uid,
    sub: uid,
    tid,
    preferred_username: sandboxMailOf(account),
    name: account,
    ver: '2.0',
  };
  return {
    id_token: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    client_info: base64url({ uid, utid: tid }),
  };
}
