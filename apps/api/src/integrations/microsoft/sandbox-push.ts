/**
 * The Microsoft sandbox's push: Graph's subscriptions to me/events, made (after Graph's validation
 * handshake with the notification URL), renewed and deleted, in Graph's shapes. A subscription is the
 * mailbox's; its notifications (google-calendar/sandbox-watches.ts) go to the app's webhook only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  deleteWatch,
  extendWatch,
  findWatch,
  isWebhookAddress,
  saveWatch,
  validatesEndpoint,
} from '../google-calendar/sandbox-watches.js';
import { graphError, storeAccount } from './sandbox-events.js';

/** Graph's longest subscription to Outlook events, in minutes. */
export const GRAPH_EVENTS_MAX_MINUTES = 4230;
const MAX_BODY = 8 * 1024;
const isPublic = { public: true };

type Body = Record<string, unknown>;

/** The asked expiry, when it is in the future and within Graph's limit. */
function expiryOf(value: unknown): Date | null {
  const at = new Date(typeof value === 'string' ? value : '');
  const now = Date.now();
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return null;
  return at.getTime() <= now + GRAPH_EVENTS_MAX_MINUTES * 60_000 ? at : null;
}

export function registerMicrosoftPushSandbox(
  app: FastifyInstance,
  options: {
    db: Db;
    graph: string;
    /** The app's own origin (read at each call): the only one its subscriptions may name. */
    config: Pick<Config, 'publicOrigin'>;
    accountOf: (request: FastifyRequest, reply: FastifyReply) => string | null;
  },
) {
  const { db, graph, config, accountOf } = options;
  const invalid = (reply: FastifyReply, message: string) =>
    reply.status(400).send(graphError('InvalidRequest', message));
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send(graphError('ResourceNotFound', 'The object was not found.'));
  const answer = (row: { id: string; address: string; expiresAt: Date; resourceId: string }) => ({
    '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#subscriptions/$entity',
    id: row.id,
    resource: 'me/events',
    changeType: 'created,updated,deleted',
    notificationUrl: row.address,
    expirationDateTime: row.expiresAt.toISOString(),
    applicationId: row.resourceId,
  });

  app.post(`${graph}/subscriptions`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const body = (request.body ?? {}) as Body;
    if (body.resource !== 'me/events') return invalid(reply, 'Only me/events can be subscribed to here.');
    const { notificationUrl, clientState } = body;
    if (typeof notificationUrl !== 'string' || !isWebhookAddress('microsoft', notificationUrl, config.publicOrigin)) {
      return invalid(reply, 'Invalid notification URL.');
    }
    if (clientState !== undefined && (typeof clientState !== 'string' || clientState.length > 128)) {
      return invalid(reply, 'clientState is at most 128 characters.');
    }
    const expiresAt = expiryOf(body.expirationDateTime);
    if (!expiresAt) {
      return invalid(reply, `Subscription expiration can only be ${GRAPH_EVENTS_MAX_MINUTES} minutes in the future.`);
    }
    // Graph posts a validation token to the URL first, and refuses the subscription unless it is echoed.
    if (!(await validatesEndpoint(notificationUrl, randomBytes(24).toString('base64')))) {
      return invalid(reply, 'Subscription validation request failed. Response must exactly match validationToken.');
    }
    const row = await saveWatch(db, {
      id: randomUUID(),
      account: storeAccount(account),
      kind: 'microsoft',
      address: notificationUrl,
      secret: clientState ?? '',
      resourceId: account,
      expiresAt,
    });
    return reply.status(201).send(answer(row));
  });

  app.patch(`${graph}/subscriptions/:id`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const { id } = request.params as { id: string };
    const watch = await findWatch(db, 'microsoft', storeAccount(account), id);
    if (!watch) return notFound(reply);
    const expiresAt = expiryOf(((request.body ?? {}) as Body).expirationDateTime);
    if (!expiresAt) {
      return invalid(reply, `Subscription expiration can only be ${GRAPH_EVENTS_MAX_MINUTES} minutes in the future.`);
    }
    await extendWatch(db, watch.id, expiresAt);
    return answer({ ...watch, expiresAt });
  });

  app.delete(`${graph}/subscriptions/:id`, { config: isPublic }, async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const { id } = request.params as { id: string };
    const watch = await findWatch(db, 'microsoft', storeAccount(account), id);
    if (!watch) return notFound(reply);
    await deleteWatch(db, watch.id);
    return reply.status(204).send();
  });
}
