/**
 * The routes of the Calendar sandbox's pages (sandbox-pages.ts): an event's page at the htmlLink, and the
 * form post that adds an event to the calendar its signed reference names. Public, as Google's pages
 * are to Counsel; whose calendar it is comes only from a reference this server signed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets.js';
import { newEventId, sandboxEmailOf } from './sandbox-events.js';
import { accountOfRef, calendarRef, eventPage, readEid, utcFromLocalInput } from './sandbox-pages.js';
import type { SandboxEventRow } from './sandbox-repository.js';
import * as store from './sandbox-repository.js';

type Form = Record<string, string | undefined>;
const isPublic = { public: true };
const MAX_TITLE = 200;
const FORM_LIMIT = 16 * 1024;

export interface SandboxPageDeps {
  db: Db;
  secrets: SecretBox;
  /** Where the pages live under /api (e.g. /sandbox/google-calendar) and the browser's path to them. */
  routePrefix: string;
  publicPath: string;
  htmlLink: (account: string, id: string) => string;
  /** An event, or an occurrence of a series not changed on its own, of one account. */
  rowOrOccurrence: (account: string, id: string) => Promise<Pick<SandboxEventRow, 'status' | 'resource'> | null>;
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).type('text/plain').send('404. That’s an error. The requested event was not found.');

export function registerSandboxPages(app: FastifyInstance, deps: SandboxPageDeps) {
  const { db, secrets, routePrefix, publicPath } = deps;

  app.get(`${routePrefix}/event`, { config: isPublic }, async (request, reply) => {
    const named = readEid(secrets, (request.query as Form).eid);
    const row = named ? await deps.rowOrOccurrence(named.account, named.id) : null;
    if (!named || !row || row.status === 'cancelled') return notFound(reply);
    return reply.type('text/html').send(
      eventPage({
        account: named.account,
        event: row.resource,
        ref: calendarRef(secrets, named.account),
        addAction: `${publicPath}/event`,
      }),
    );
  });

  app.post(`${routePrefix}/event`, { config: isPublic, bodyLimit: FORM_LIMIT }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const account = accountOfRef(secrets, form.calendar);
    if (!account) return notFound(reply);
    const title = typeof form.title === 'string' ? form.title.trim().slice(0, MAX_TITLE) : '';
    const start = utcFromLocalInput(form.start);
    const end = utcFromLocalInput(form.end);
    if (!title || !start || !end || end <= start) {
      return reply.status(400).type('text/plain').send('Error 400: a title, a start and a later end are required.');
    }
    const id = newEventId();
    const organizer = { email: sandboxEmailOf(account), self: true };
    await store.saveRow(db, {
      account,
      id,
      status: 'confirmed',
      recurringEventId: null,
      resource: {
        summary: title,
        start: { dateTime: start, timeZone: 'UTC' },
        end: { dateTime: end, timeZone: 'UTC' },
        htmlLink: deps.htmlLink(account, id),
        organizer,
        creator: organizer,
        created: new Date().toISOString(),
      },
    });
    return reply.redirect(deps.htmlLink(account, id), 303);
  });
}
