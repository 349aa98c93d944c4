/**
 * The Calendar sandbox's own web pages (DESIGN §5), what calendar.google.com would show: an event's page
 * (the htmlLink of every event, "Open in the calendar" in Counsel), and a form to add an event to the
 * calendar as someone using Google would, which a sync then brings into Counsel read-only.
 *
 * Whose calendar a page is never comes from a posted name: the htmlLink carries the account signed with
 * the server's key (like Google's eid, which encodes the event and its calendar), the add form carries
 * the same signed reference back, and a reference the server did not sign is answered 404.
 */
import { escapeHtml, SANDBOX_STYLE } from '../../platform/oauth/pages.js';
import type { SecretBox } from '../../platform/secrets.js';
import { sandboxEmailOf } from './sandbox-events.js';

const PAGE_PURPOSE = 'google-calendar-sandbox-page-v1';
/** An event id: base32hex, and for an occurrence `_` and its UTC start stamp. */
const EVENT_ID = /^[0-9a-v]{1,64}(_[0-9TZ]{1,20})?$/;
/** Bounds what is parsed of a query or form value before it is verified. */
const MAX_REF = 600;

/** The account, signed: what a page link and the add form carry instead of a name. */
export const calendarRef = (secrets: SecretBox, account: string) =>
  secrets.sign(PAGE_PURPOSE, Buffer.from(account).toString('base64url'));

/** The account of a signed reference, or null when this server did not sign it. */
export function accountOfRef(secrets: SecretBox, ref: unknown): string | null {
  if (typeof ref !== 'string' || ref.length > MAX_REF) return null;
  const value = secrets.verify(PAGE_PURPOSE, ref);
  return value ? Buffer.from(value, 'base64url').toString('utf8') : null;
}

/** `eid`: the event id, then the signed account. */
export const eventEid = (secrets: SecretBox, account: string, id: string) => `${id}.${calendarRef(secrets, account)}`;

/** The event and account an `eid` names, or null when it is malformed or its signature does not match. */
export function readEid(secrets: SecretBox, eid: unknown): { id: string; account: string } | null {
  if (typeof eid !== 'string' || eid.length > MAX_REF) return null;
  const dot = eid.indexOf('.');
  const id = eid.slice(0, dot);
  const account = dot > 0 && EVENT_ID.test(id) ? accountOfRef(secrets, eid.slice(dot + 1)) : null;
  return account ? { id, account } : null;
}

/** A datetime-local value ("2030-03-04T10:00"), read as UTC, the sandbox calendar's zone; else null. */
export function utcFromLocalInput(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

type Resource = Record<string, unknown>;
const timeOf = (value: unknown) => {
  const time = (value ?? {}) as { dateTime?: string; date?: string };
  const ms = Date.parse(time.dateTime ?? time.date ?? '');
  return Number.isNaN(ms) ? '' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

/** A sandbox page of `service` (Google Calendar, or Outlook for the Microsoft sandbox's item pages). */
export function sandboxPage(title: string, body: string, service = 'Google Calendar') {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(service)} (Sandbox)</title><style>${SANDBOX_STYLE}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#5c5f66}dd{margin:0}
label{display:block;margin-block-start:12px}input{font:inherit;padding-block:6px;padding-inline:8px}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The add form: title, start, end, and the signed reference of the calendar it adds to. */
function addForm(action: string, ref: string) {
  return `<section aria-labelledby="add-title"><h2 id="add-title">Add an event to this calendar</h2>
<p class="muted">As if made in Google Calendar: Counsel shows it, read-only, after its next sync. Times are UTC.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="calendar" value="${escapeHtml(ref)}">
<label>Title <input name="title" required maxlength="200"></label>
<label>Start <input name="start" type="datetime-local" required></label>
<label>End <input name="end" type="datetime-local" required></label>
<div class="actions"><button type="submit" class="primary">Add event</button></div></form></section>`;
}

/** An event's page, with the form that adds another event to the same calendar. */
export function eventPage(input: { account: string; event: Resource; ref: string; addAction: string }) {
  const { event } = input;
  const title = String(event.summary ?? '(No title)');
  const meet = typeof event.hangoutLink === 'string' ? event.hangoutLink : '';
  const attendees = Array.isArray(event.attendees)
    ? (event.attendees as Resource[]).map((attendee) => String(attendee.displayName ?? attendee.email ?? ''))
    : [];
  const row = (term: string, value: string) => (value ? `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>` : '');
  return sandboxPage(
    title,
    `<h1>${escapeHtml(title)}</h1><span class="badge">Sandbox</span>
<p class="muted">Google Calendar of ${escapeHtml(sandboxEmailOf(input.account))}</p>
<dl>${row('Starts', timeOf(event.start))}${row('Ends', timeOf(event.end))}${row('Location', String(event.location ?? ''))}
${meet ? `<dt>Google Meet</dt><dd><a href="${escapeHtml(meet)}" rel="noreferrer">${escapeHtml(meet)}</a></dd>` : ''}
${row('Guests', attendees.join(', '))}${row('Description', String(event.description ?? ''))}</dl>
${addForm(input.addAction, input.ref)}`,
  );
}
