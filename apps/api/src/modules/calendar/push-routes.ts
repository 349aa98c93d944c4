/**
 * The push webhooks (public: a provider carries no session). Google: a notification of a stored channel
 * with its token answers 200 (a sync queued, or the channel's first `sync` message ignored); anything
 * else 404, nothing done. Graph: the validation handshake echoes the token as text/plain; notifications
 * answer 202 whatever they hold (Graph would retry anything else), and only those whose clientState
 * matches their subscription queue a sync. Bodies are small and bounded; nothing in them is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { WEBHOOK_PATHS } from '../../integrations/google-calendar/sandbox-watches.js';
import { serviceNotConfigured } from '../../platform/errors.js';
import { calendarDeps } from './google-routes.js';
import type { PushDeps } from './push-channels.js';
import { acceptGoogleNotice, acceptGraphNotices, validationEcho } from './push-webhooks.js';

const tags = ['calendar'];
/** Graph batches at most a few notifications; Google's carry headers only. */
const BODY_LIMIT = 64 * 1024;
const hooks = { public: true, rateLimit: { max: 600, timeWindow: '1 minute' } };
const graphNotices = z.object({
  value: z
    .array(
      z.object({
        subscriptionId: z.string().max(128),
        clientState: z.string().max(256).optional(),
        lifecycleEvent: z.string().max(64).optional(),
      }),
    )
    .max(100),
});

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 512) : undefined);

/** The calendar's services with both providers, read through getters (tests point them at their port). */
export const pushDeps = (services: AppServices): PushDeps =>
  Object.defineProperty(calendarDeps(services), 'microsoft', {
    get: () => services.microsoft,
    enumerable: true,
  }) as PushDeps;

export const calendarPushRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = pushDeps(services);
    // No queue (a process that does not run jobs): the provider is asked to come back later.
    const jobsOrFail = () => {
      if (!services.jobs) throw serviceNotConfigured('Background jobs are not running on this server.');
      return services.jobs;
    };

    app.post(
      WEBHOOK_PATHS.google.replace(/^\/api/, ''),
      { config: hooks, bodyLimit: BODY_LIMIT, schema: { tags, hide: true } },
      async (request, reply) => {
        const outcome = await acceptGoogleNotice(deps, jobsOrFail(), {
          channelId: header(request.headers['x-goog-channel-id']),
          token: header(request.headers['x-goog-channel-token']),
          state: header(request.headers['x-goog-resource-state']),
        });
        return reply.status(outcome === 'unknown' ? 404 : 200).send();
      },
    );

    app.post(
      WEBHOOK_PATHS.microsoft.replace(/^\/api/, ''),
      {
        config: hooks,
        bodyLimit: BODY_LIMIT,
        schema: { tags, hide: true, querystring: z.object({ validationToken: z.string().optional() }) },
      },
      async (request, reply) => {
        const { validationToken } = request.query;
        if (validationToken !== undefined) {
          const echo = validationEcho(validationToken);
          if (echo === null) return reply.status(400).send();
          return reply
            .status(200)
            .type('text/plain; charset=utf-8')
            .header('x-content-type-options', 'nosniff')
            .send(echo);
        }
        const parsed = graphNotices.safeParse(request.body);
        if (parsed.success) await acceptGraphNotices(deps, jobsOrFail(), parsed.data.value);
        return reply.status(202).send();
      },
    );
  };
