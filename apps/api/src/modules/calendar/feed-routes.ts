/**
 * The calendar feed's calls (issue 39): the signed-in user's own feed (`GET`, `POST`, `DELETE
 * /calendar-feed`; any member of the firm, for themselves only, so no id is in the path) and the public
 * `GET /calendar-feed/{token}.ics` that calendar apps poll, rate-limited like the other public links.
 * The token is a path parameter named `token`, so the request log never shows it (log-redaction.ts).
 */
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import * as feed from './feed-service.js';

export const calendarFeedRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: feed.FeedDeps = {
      db: services.db,
      publicOrigin: services.config.publicOrigin,
      now: services.now ?? (() => new Date()),
    };
    const tags = ['calendar'];

    app.get(
      '/calendar-feed',
      {
        schema: {
          tags,
          description: 'Whether the caller has a calendar feed, and since when (its URL is shown only once).',
          response: { 200: calendarFeedStatusSchema },
        },
      },
      (request) => feed.feedStatus(deps, authOf(request)),
    );

    app.post(
      '/calendar-feed',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          description: 'A new feed URL for the caller; the earlier one stops answering.',
          response: { 201: calendarFeedCreatedSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await feed.createFeed(deps, authOf(request))),
    );

    app.delete(
      '/calendar-feed',
      { schema: { tags, description: 'Revokes the caller’s feed.' } },
      async (request, reply) => {
        await feed.revokeFeed(deps, authOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/calendar-feed/:token',
      {
        config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          description: 'A user’s calendar as iCalendar (`{token}.ics`), for calendar apps to subscribe to.',
          params: z.object({ token: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const text = await feed.readFeed(deps, request.params.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          .header('cache-control', 'private, no-store')
          .send(text);
      },
    );
  };
