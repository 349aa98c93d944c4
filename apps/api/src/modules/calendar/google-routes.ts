/**
 * Google Calendar in the calendar (people-and-scheduling §7): check-authorization, sync-google-calendar,
 * the Google login endpoint with user_id that the auth popup opens, and the OAuth callback it returns to.
 * Connecting and syncing need read on the calendar; a user only ever reaches their own connection (another
 * user's id, in the firm or not, answers 404).
 */
import {
  GOOGLE_CALENDAR_CONNECTED_MESSAGE,
  googleAuthorizationResponse,
  googleSyncResponse,
  idParam,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { CALENDAR_CALLBACK_PATH } from '../../integrations/google-calendar/sandbox-routes.js';
import { authOf } from '../../platform/auth/plugin.js';
import { registerOAuthCallback } from '../../platform/oauth/callback-routes.js';
import { callbackPage } from '../../platform/oauth/pages.js';
import { requireAbility } from '../../platform/permissions.js';
import {
  type Browser,
  CALENDAR_NONCE_COOKIE,
  completeAuthorization,
  type GoogleDeps,
  LOGIN_PATH,
  loginTarget,
} from './google-connection.js';
import { checkAuthorization } from './google-status.js';
import { syncNow } from './google-sync.js';

const tags = ['calendar'];
const userParams = z.object({ userId: idParam });
const SCRIPT_PATH = '/api/google-calendar/oauth/complete.js';
const canRead = requireAbility('read', 'calendar');
const SERVICE = 'Google Calendar';

/** The calendar's services; Google's read through a getter, as tests point it at the port they listen on. */
export const calendarDeps = (services: AppServices): GoogleDeps => ({
  db: services.db,
  secrets: services.secrets,
  config: services.config,
  now: services.now ?? (() => new Date()),
  get googleCalendar() {
    return services.googleCalendar;
  },
});

export const browserOf = (services: AppServices, request: FastifyRequest): Browser => ({
  nonce: request.cookies[CALENDAR_NONCE_COOKIE.name],
  secure: services.config.cookieSecure || request.protocol === 'https',
});

const popupPage = (connected: boolean, detail?: string) =>
  callbackPage({
    service: SERVICE,
    messageType: GOOGLE_CALENDAR_CONNECTED_MESSAGE,
    scriptPath: SCRIPT_PATH,
    connected,
    detail,
  });

export const googleCalendarRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = calendarDeps(services);

    app.get(
      '/meeting/:userId/check-authorization',
      {
        preHandler: canRead,
        schema: { tags, params: userParams, response: { 200: googleAuthorizationResponse } },
      },
      async (request, reply) => {
        const { answer, cookie } = await checkAuthorization(
          deps,
          authOf(request),
          request.params.userId,
          browserOf(services, request),
        );
        if (cookie) reply.header('set-cookie', cookie);
        return answer;
      },
    );

    app.post(
      '/meeting/:userId/sync-google-calendar',
      {
        preHandler: canRead,
        schema: {
          tags,
          description:
            'Reads the user’s Google Calendar now; 401 with authorization_url when not (or no longer) connected.',
          params: userParams,
          response: { 200: googleSyncResponse },
        },
      },
      (request) => syncNow(deps, authOf(request), request.params.userId, browserOf(services, request)),
    );

    // The auth popup's first page: public (a popup carries no bearer token); the signed state names the
    // user and must be bound to this browser's nonce cookie. Then on to Google's consent.
    app.get(
      LOGIN_PATH.replace(/^\/api/, ''),
      {
        config: { public: true },
        schema: {
          tags,
          querystring: z.object({ user_id: z.string().max(20).optional(), state: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        const target = await loginTarget(deps, request.query, request.cookies[CALENDAR_NONCE_COOKIE.name]);
        if ('url' in target) return reply.redirect(target.url, 302);
        return reply.type('text/html').header('cache-control', 'no-store').send(popupPage(false, target.detail));
      },
    );

    registerOAuthCallback(app, {
      tags,
      callbackPath: CALENDAR_CALLBACK_PATH,
      scriptPath: SCRIPT_PATH,
      cookie: CALENDAR_NONCE_COOKIE,
      complete: (query, nonce) => completeAuthorization(deps, query, nonce),
      page: popupPage,
    });
  };
