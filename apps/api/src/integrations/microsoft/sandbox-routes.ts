/**
 * The Microsoft 365 sandbox the API serves itself (issue 39, DESIGN §5) when MICROSOFT_CLIENT_ID is not
 * set and sandboxes are on: Entra's consent popup and token endpoint (with the Google sandboxes' OAuth
 * half, at Microsoft's paths) and the subset of Graph the app calls: /me, the calendar view's delta query
 * with next and delta links, and events made (with a Teams joinUrl), updated and deleted, in Graph's
 * shapes so that MSAL and the Graph SDK talk to it unchanged. It acts only for the signed-in user who
 * started the flow (the account comes from the signed state: one sandbox mailbox per firm and user).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ConsentPageText } from '../../platform/oauth/pages.js';
import type { OAuthPurposes } from '../../platform/oauth/state.js';
import type { SecretBox } from '../../platform/secrets.js';
import * as store from '../google-calendar/sandbox-repository.js';
import { notifyChange } from '../google-calendar/sandbox-watches.js';
import { registerSandboxOAuth } from '../google-oauth/sandbox-oauth.js';
import { MICROSOFT_SANDBOX_CLIENT_ID, MICROSOFT_SANDBOX_PATH } from './index.js';
import { MICROSOFT_SCOPES } from './provider.js';
import {
  deltaEntry,
  eventJson,
  graphError,
  idTokenFields,
  newItemId,
  overlaps,
  sandboxMailOf,
  storeAccount,
  teams,
  writable,
} from './sandbox-events.js';
import { itemLink, registerItemPage } from './sandbox-pages.js';
import { registerMicrosoftPushSandbox } from './sandbox-push.js';

/** The only redirect the consent page sends a code to: the app's own callback (no open redirect). */
export const MICROSOFT_CALLBACK_PATH = '/api/microsoft/auth/callback';
export const MICROSOFT_OAUTH: OAuthPurposes = { state: 'microsoft-oauth-state', verifier: 'microsoft-pkce-verifier' };
export const MICROSOFT_SANDBOX_TOKENS = 'microsoft-sandbox-v1';
const CONSENT: ConsentPageText = {
  service: 'Microsoft 365',
  request: 'read and write your Outlook calendar',
  explanation:
    'Microsoft 365 is not configured, so this is the sandbox that stands in for it: events live in Counsel’s own test store and nothing is sent to Microsoft. Counsel will add the Teams meetings you make with it and show your other events read-only.',
};
const isPublic = { public: true };
const DELTA_TOKEN = /^seq-(\d{1,15})$/;
const PAGE_MAX = 200;
const MAX_BODY = 256 * 1024;
const GRAPH = '/sandbox/microsoft/v1.0';

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown>;

export interface MicrosoftSandboxDeps {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'publicOrigin'>;
}

/** Graph's page size preference (odata.maxpagesize=N), bounded. */
function pageSize(request: FastifyRequest): number {
  const match = /odata\.maxpagesize=(\d{1,4})/.exec(String(request.headers.prefer ?? ''));
  return Math.min(Math.max(Number(match?.[1] ?? PAGE_MAX), 1), PAGE_MAX);
}

export const microsoftSandboxRoutes =
  (services: MicrosoftSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, secrets, config } = services;
    const issuer = `${config.publicOrigin}${MICROSOFT_SANDBOX_PATH}/v2.0`;
    const bearerAccount = registerSandboxOAuth(app, {
      secrets,
      service: 'microsoft',
      clientId: MICROSOFT_SANDBOX_CLIENT_ID,
      routePrefix: '/sandbox/microsoft',
      paths: { authorize: '/oauth2/v2.0/authorize', token: '/oauth2/v2.0/token' },
      allowedRedirect: `${config.publicOrigin}${MICROSOFT_CALLBACK_PATH}`,
      purposes: MICROSOFT_OAUTH,
      tokenPurpose: MICROSOFT_SANDBOX_TOKENS,
      scope: MICROSOFT_SCOPES.join(' '),
      consent: CONSENT,
      tokenExtras: (account) => idTokenFields(account, MICROSOFT_SANDBOX_CLIENT_ID, issuer),
    });

    function accountOf(request: FastifyRequest, reply: FastifyReply): string | null {
      const account = bearerAccount(request);
      if (!account) {
        reply.status(401).send(graphError('InvalidAuthenticationToken', 'Access token validation failure.'));
      }
      return account;
    }
    const notFound = (reply: FastifyReply) =>
      reply.status(404).send(graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
    const linkTo = (request: FastifyRequest, query: Record<string, string>) =>
      `${request.protocol}://${request.host}/api${GRAPH}/me/calendarView/delta?${new URLSearchParams(query)}`;

    app.get(`${GRAPH}/me`, { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const mail = sandboxMailOf(account);
      return { id: account, displayName: account, mail, userPrincipalName: mail };
    });

    // The window travels in every link; $deltatoken names the last change a client has seen.
    app.get(`${GRAPH}/me/calendarView/delta`, { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const query = request.query as Query;
      const fromMs = Date.parse(query.startDateTime ?? '');
      const toMs = Date.parse(query.endDateTime ?? '');
      if (Number.isNaN(fromMs) || Number.isNaN(toMs)) {
        return reply
          .status(400)
          .send(graphError('ErrorInvalidParameter', 'startDateTime and endDateTime are required.'));
      }
      const mailbox = storeAccount(account);
      let entries: Body[];
      if (query.$deltatoken !== undefined) {
        const seq = DELTA_TOKEN.exec(query.$deltatoken)?.[1];
        if (!seq) return reply.status(410).send(graphError('SyncStateNotFound', 'The sync state is no longer valid.'));
        const rows = (await store.rowsSince(db, mailbox, Number(seq))).filter((row) => row.seq > Number(seq));
        entries = rows
          .filter((row) => row.status === 'cancelled' || overlaps(row, fromMs, toMs))
          .sort((a, b) => a.seq - b.seq)
          .map(deltaEntry);
      } else {
        const rows = await store.liveRows(db, mailbox);
        entries = rows
          .filter((row) => row.status !== 'cancelled' && overlaps(row, fromMs, toMs))
          .sort((a, b) => a.seq - b.seq)
          .map(eventJson);
      }
      const size = pageSize(request);
      const offset = Math.min(Number(/^\d{1,6}$/.exec(query.$skiptoken ?? '')?.[0] ?? 0), entries.length);
      const window = { startDateTime: query.startDateTime ?? '', endDateTime: query.endDateTime ?? '' };
      const more = offset + size < entries.length;
      const last = `seq-${await store.lastSeq(db, mailbox)}`;
      return {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#Collection(event)',
        value: entries.slice(offset, offset + size),
        ...(more
          ? {
              '@odata.nextLink': linkTo(request, {
                ...window,
                ...(query.$deltatoken ? { $deltatoken: query.$deltatoken } : {}),
                $skiptoken: String(offset + size),
              }),
            }
          : { '@odata.deltaLink': linkTo(request, { ...window, $deltatoken: last }) }),
      };
    });

    app.post(`${GRAPH}/me/events`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const body = (request.body ?? {}) as Body;
      const fields = writable(body);
      if (!fields?.start || !fields.end) {
        return reply.status(400).send(graphError('ErrorInvalidRequest', 'A start and an end in UTC are required.'));
      }
      const id = newItemId();
      const organizer = { emailAddress: { address: sandboxMailOf(account), name: account } };
      const row = await store.saveRow(db, {
        account: storeAccount(account),
        id,
        status: 'confirmed',
        recurringEventId: null,
        resource: {
          attendees: [],
          ...fields,
          ...teams(body),
          organizer,
          isAllDay: false,
          isCancelled: false,
          showAs: 'busy',
          webLink: itemLink(secrets, config.publicOrigin, account, id),
          createdDateTime: new Date().toISOString(),
        },
      });
      await notifyChange(db, row.account, row.seq, row.id);
      return reply.status(201).send(eventJson(row));
    });

    app.patch(`${GRAPH}/me/events/:id`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const current = await store.findRow(db, storeAccount(account), id);
      if (!current || current.status === 'cancelled') return notFound(reply);
      const fields = writable((request.body ?? {}) as Body);
      if (!fields) return reply.status(400).send(graphError('ErrorInvalidRequest', 'Times are in UTC.'));
      const row = await store.saveRow(db, {
        account: storeAccount(account),
        id,
        status: current.status,
        recurringEventId: null,
        resource: { ...current.resource, ...fields },
      });
      await notifyChange(db, row.account, row.seq, row.id);
      return eventJson(row);
    });

    app.delete(`${GRAPH}/me/events/:id`, { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const current = await store.findRow(db, storeAccount(account), id);
      if (!current || current.status === 'cancelled') return notFound(reply);
      const row = await store.saveRow(db, { ...current, account: storeAccount(account), status: 'cancelled' });
      await notifyChange(db, row.account, row.seq, row.id);
      return reply.status(204).send();
    });

    registerMicrosoftPushSandbox(app, { db, graph: GRAPH, config, accountOf });
    registerItemPage(app, { db, secrets });
  };
