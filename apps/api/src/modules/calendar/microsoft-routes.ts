/**
 * Microsoft 365 in the calendar (people-and-scheduling §7, exactly): GET /microsoft/user/info
 * (verification), the sign-in popup /microsoft/auth/login with user_id and the callback it returns to,
 * GET /microsoft/meetings (sync), and the caller's Teams meetings: POST /microsoft/meetings (201), PATCH
 * and DELETE /microsoft/meetings/{itemId} (the Outlook event's id) with ADD_MEETING, EDIT_MEETING and
 * DELETE_MEETING. Verifying and syncing need read on the calendar; a user only ever reaches their own
 * connection and their own Outlook items.
 */
import {
  deletedResponse,
  MICROSOFT_CONNECTED_MESSAGE,
  meetingInputOfMicrosoft,
  meetingSchema,
  microsoftMeetingRequest,
  microsoftSyncResponse,
  microsoftUserInfoResponse,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { MICROSOFT_CALLBACK_PATH } from '../../integrations/microsoft/sandbox-routes.js';
import { authOf } from '../../platform/auth/plugin.js';
import { registerOAuthCallback } from '../../platform/oauth/callback-routes.js';
import { callbackPage } from '../../platform/oauth/pages.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import type { Browser } from './google-connection.js';
import {
  completeMicrosoftAuthorization,
  MICROSOFT_LOGIN_PATH,
  MICROSOFT_NONCE_COOKIE,
  type MicrosoftDeps,
  microsoftLoginTarget,
} from './microsoft-connection.js';
import { microsoftUserInfo } from './microsoft-status.js';
import { syncMicrosoftNow } from './microsoft-sync.js';
import { calendarServiceDeps } from './routes.js';
import * as calendar from './service.js';

const tags = ['calendar'];
const SCRIPT_PATH = '/api/microsoft/auth/complete.js';
const canRead = requireAbility('read', 'calendar');
/** Graph's item ids are long base64 strings (the sandbox's are short hex); nothing else reaches a query. */
const itemParams = z.object({ itemId: z.string().regex(/^[A-Za-z0-9+/=_-]{1,512}$/) });

/** The calendar's services; Microsoft's read through a getter, as tests point it at the port they listen on. */
export const microsoftDeps = (services: AppServices): MicrosoftDeps => ({
  db: services.db,
  secrets: services.secrets,
  config: services.config,
  now: services.now ?? (() => new Date()),
  get microsoft() {
    return services.microsoft;
  },
});

export const microsoftBrowserOf = (services: AppServices, request: FastifyRequest): Browser => ({
  nonce: request.cookies[MICROSOFT_NONCE_COOKIE.name],
  secure: services.config.cookieSecure || request.protocol === 'https',
});

const popupPage = (connected: boolean, detail?: string) =>
  callbackPage({
    service: 'Microsoft 365',
    messageType: MICROSOFT_CONNECTED_MESSAGE,
    scriptPath: SCRIPT_PATH,
    connected,
    detail,
  });

export const microsoftRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = microsoftDeps(services);

    app.get(
      '/microsoft/user/info',
      { preHandler: canRead, schema: { tags, response: { 200: microsoftUserInfoResponse } } },
      async (request, reply) => {
        const { answer, cookie } = await microsoftUserInfo(
          deps,
          authOf(request),
          microsoftBrowserOf(services, request),
        );
        if (cookie) reply.header('set-cookie', cookie);
        return answer;
      },
    );

    app.get(
      '/microsoft/meetings',
      {
        preHandler: canRead,
        schema: {
          tags,
          description:
            'Reads the user’s Outlook calendar now (Graph delta); 401 with authorization_url when not (or no longer) connected.',
          response: { 200: microsoftSyncResponse },
        },
      },
      (request) => syncMicrosoftNow(deps, authOf(request), microsoftBrowserOf(services, request)),
    );

    const meetingDeps = calendarServiceDeps(services, app.log);
    const meetingsTags = ['calendar'];

    app.post(
      '/microsoft/meetings',
      {
        preHandler: requirePermission('ADD_MEETING'),
        schema: {
          tags: meetingsTags,
          description:
            'Schedules the caller’s Teams meeting in their Outlook calendar and here (location MICROSOFT_CALENDAR).',
          body: microsoftMeetingRequest,
          response: { 201: meetingSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const input = meetingInputOfMicrosoft(request.body, auth.firm.id);
        const meeting = await calendar.createMeeting(
          meetingDeps,
          auth,
          auth.user.id,
          input,
          microsoftBrowserOf(services, request),
        );
        return reply.status(201).send(meeting);
      },
    );

    app.patch(
      '/microsoft/meetings/:itemId',
      {
        preHandler: requirePermission('EDIT_MEETING'),
        schema: {
          tags: meetingsTags,
          params: itemParams,
          body: microsoftMeetingRequest,
          response: { 200: meetingSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const id = await calendar.meetingOfOutlookItem(services.db, auth, request.params.itemId);
        const input = meetingInputOfMicrosoft(request.body, auth.firm.id);
        return calendar.updateMeeting(meetingDeps, auth, id, input, microsoftBrowserOf(services, request));
      },
    );

    app.delete(
      '/microsoft/meetings/:itemId',
      {
        preHandler: requirePermission('DELETE_MEETING'),
        schema: { tags: meetingsTags, params: itemParams, response: { 200: deletedResponse } },
      },
      async (request) => {
        const auth = authOf(request);
        const id = await calendar.meetingOfOutlookItem(services.db, auth, request.params.itemId);
        return calendar.deleteMeeting(meetingDeps, auth, id, microsoftBrowserOf(services, request));
      },
    );

    // The sign-in popup's first page: public (a popup carries no bearer token); the signed state names the
    // user and must be bound to this browser's nonce cookie. Then on to Microsoft's sign-in.
    app.get(
      MICROSOFT_LOGIN_PATH.replace(/^\/api/, ''),
      {
        config: { public: true },
        schema: {
          tags,
          querystring: z.object({ user_id: z.string().max(20).optional(), state: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        const target = await microsoftLoginTarget(deps, request.query, request.cookies[MICROSOFT_NONCE_COOKIE.name]);
        if ('url' in target) return reply.redirect(target.url, 302);
        return reply.type('text/html').header('cache-control', 'no-store').send(popupPage(false, target.detail));
      },
    );

    registerOAuthCallback(app, {
      tags,
      callbackPath: MICROSOFT_CALLBACK_PATH,
      scriptPath: SCRIPT_PATH,
      cookie: MICROSOFT_NONCE_COOKIE,
      complete: (query, nonce) => completeMicrosoftAuthorization(deps, query, nonce),
      page: popupPage,
    });
  };
