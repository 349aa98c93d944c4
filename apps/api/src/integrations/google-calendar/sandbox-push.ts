/**
 * The Calendar sandbox's push: events.watch on the primary calendar and channels.stop, in Google's
 * shapes. A channel is the account's; its notifications (sandbox-watches.ts) go to the app's webhook only.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { calendarError } from './sandbox-events.js';
import { deleteWatch, findWatch, isWebhookAddress, saveWatch } from './sandbox-watches.js';

/** Google's longest events channel: a week (a longer expiration asked is cut to it). */
const MAX_TTL_MS = 7 * 86_400_000;
const MAX_BODY = 8 * 1024;
const isPublic = { public: true };

type Body = Record<string, unknown>;

export function registerGooglePushSandbox(
  app: FastifyInstance,
  options: {
    db: Db;
    prefix: string;
    /** The app's own origin (read at each call): the only one its channels may name. */
    config: Pick<Config, 'publicOrigin'>;
    accountOf: (request: FastifyRequest, reply: FastifyReply) => string | null;
  },
) {
  const { db, prefix, config, accountOf } = options;
  const bad = (reply: FastifyReply, message: string) =>
    reply.status(400).send(calendarError(400, 'invalidArgument', message));

  app.post(
    `${prefix}/calendar/v3/calendars/primary/events/watch`,
    { config: isPublic, bodyLimit: MAX_BODY },
    async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const body = (request.body ?? {}) as Body;
      const { id, token, address, type } = body;
      if (typeof id !== 'string' || !/^[A-Za-z0-9\-_+/=]{1,64}$/.test(id)) return bad(reply, 'Invalid channel id.');
      if (type !== 'web_hook') return bad(reply, 'Unknown channel type.');
      if (typeof address !== 'string' || !isWebhookAddress('google', address, config.publicOrigin))
        return bad(reply, 'Invalid address.');
      if (token !== undefined && (typeof token !== 'string' || token.length > 256)) return bad(reply, 'Invalid token.');
      const asked = Number(body.expiration);
      const now = Date.now();
      const expiresAt = new Date(
        Number.isFinite(asked) && asked > now ? Math.min(asked, now + MAX_TTL_MS) : now + MAX_TTL_MS,
      );
      const resourceId = randomBytes(12).toString('hex');
      await saveWatch(db, { id, account, kind: 'google', address, secret: token ?? '', resourceId, expiresAt });
      return {
        kind: 'api#channel',
        id,
        resourceId,
        resourceUri: `${request.protocol}://${request.host}/api${prefix}/calendar/v3/calendars/primary/events`,
        ...(token ? { token } : {}),
        expiration: String(expiresAt.getTime()),
      };
    },
  );

  app.post(`${prefix}/calendar/v3/channels/stop`, { config: isPublic, bodyLimit: MAX_BODY }, async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const { id, resourceId } = (request.body ?? {}) as Body;
    const watch = typeof id === 'string' ? await findWatch(db, 'google', account, id) : null;
    if (!watch || watch.resourceId !== resourceId) {
      return reply.status(404).send(calendarError(404, 'notFound', `Channel '${String(id).slice(0, 64)}' not found`));
    }
    await deleteWatch(db, watch.id);
    return reply.status(204).send();
  });
}
