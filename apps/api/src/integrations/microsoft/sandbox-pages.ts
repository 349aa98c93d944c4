/**
 * The Microsoft sandbox's item page, what Outlook on the web shows at an event's webLink ("Open in the
 * calendar" in Counsel). As with the Google sandbox's pages, whose mailbox it is never comes from a name in
 * the link: the link carries the mailbox signed with the server's key, and an unsigned one is answered 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { escapeHtml } from '../../platform/oauth/pages.js';
import type { SecretBox } from '../../platform/secrets.js';
import { accountOfRef, calendarRef, sandboxPage } from '../google-calendar/sandbox-pages.js';
import * as store from '../google-calendar/sandbox-repository.js';
import { MICROSOFT_SANDBOX_PATH } from './index.js';
import { sandboxMailOf, storeAccount } from './sandbox-events.js';

type Resource = Record<string, unknown>;
const ITEM_PATH = '/owa/calendar/item';
/** The sandbox's item ids (sandbox-events.ts `newItemId`). */
const ITEM_ID = /^AAMk[0-9a-f]{24}$/;

/** An event's webLink: its page, with the mailbox signed. */
export const itemLink = (secrets: SecretBox, origin: string, account: string, id: string) =>
  `${origin}${MICROSOFT_SANDBOX_PATH}${ITEM_PATH}/${id}?ref=${encodeURIComponent(calendarRef(secrets, storeAccount(account)))}`;

/** Graph's wall times are UTC without a zone suffix here (the sandbox keeps UTC only). */
const utcOf = (value: unknown) => {
  const time = (value ?? {}) as { dateTime?: string };
  const ms = Date.parse(`${String(time.dateTime ?? '').replace(/Z$/, '')}Z`);
  return Number.isNaN(ms) ? '' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

/** The page of one Outlook event: subject, times, the Teams link, the attendees and the text of its body. */
export function itemPage(account: string, event: Resource): string {
  const subject = String(event.subject ?? '(No subject)');
  const join = String((event.onlineMeeting as { joinUrl?: unknown } | null)?.joinUrl ?? '');
  const attendees = Array.isArray(event.attendees)
    ? (event.attendees as Resource[]).map((attendee) => {
        const address = (attendee.emailAddress ?? {}) as { name?: unknown; address?: unknown };
        return String(address.name || address.address || '');
      })
    : [];
  // The body is HTML the app wrote; the page shows its text only.
  const notes = String((event.body as { content?: unknown } | null)?.content ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const row = (term: string, value: string) => (value ? `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>` : '');
  return sandboxPage(
    subject,
    `<h1>${escapeHtml(subject)}</h1><span class="badge">Sandbox</span>
<p class="muted">Outlook calendar of ${escapeHtml(sandboxMailOf(account))}</p>
<dl>${row('Starts', utcOf(event.start))}${row('Ends', utcOf(event.end))}
${join ? `<dt>Microsoft Teams</dt><dd><a href="${escapeHtml(join)}" rel="noreferrer">Join the meeting</a></dd>` : ''}
${row('Attendees', attendees.join(', '))}${row('Notes', notes)}</dl>`,
    'Outlook',
  );
}

export function registerItemPage(app: FastifyInstance, deps: { db: Db; secrets: SecretBox }) {
  app.get(`/sandbox/microsoft${ITEM_PATH}/:id`, { config: { public: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const signed = accountOfRef(deps.secrets, (request.query as { ref?: unknown }).ref);
    const prefix = storeAccount('');
    const row = signed?.startsWith(prefix) && ITEM_ID.test(id) ? await store.findRow(deps.db, signed, id) : null;
    if (!signed || !row || row.status === 'cancelled') {
      return reply.status(404).type('text/plain').send('The item was not found in the store.');
    }
    return reply.type('text/html').send(itemPage(signed.slice(prefix.length), row.resource));
  });
}
