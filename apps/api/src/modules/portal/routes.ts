/**
 * The client's account calls under /portal (its forms' calls are form-sending's portal-routes.ts). They
 * are public to the staff's auth plugin: the first ones sign in or set a password, the others run
 * requirePortalSession, which reads only the counsel_portal cookie
 * (a staff bearer token opens none of them). Signing in and the set-password link are rate-limited
 * per address like the staff's sign-in; the link's token never reaches the request log.
 */
import {
  PORTAL_MESSAGES,
  portalAccountResponse,
  portalAccountUpdateBody,
  portalForgotPasswordBody,
  portalSetPasswordBody,
  portalSignInBody,
  portalTokenInfoResponse,
  portalTokenParam,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import * as accounts from './accounts-service.js';
import { clearPortalCookie, portalCallerOf, portalCookieOf, requirePortalSession, setPortalCookie } from './session.js';

const tags = ['client portal'];
const resetSentResponse = z.object({ code: z.literal('portal_reset_sent'), message: z.string() });

/** Per address and account, so one attacker cannot lock out everyone behind a shared IP. */
const byAddressAndEmail = (request: FastifyRequest) =>
  `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`;

export const portalRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, mailer: services.mailer, publicOrigin: services.config.publicOrigin };
    const limit = services.config.loginRateLimit;
    const signedIn = { public: true };
    const session = requirePortalSession(services.db);
    const startSession = { public: true, rateLimit: { max: limit, timeWindow: '1 minute' } };

    app.post(
      '/portal/sign-in',
      {
        preHandler: app.addressLimits.signIn,
        config: {
          public: true,
          rateLimit: { max: limit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAndEmail },
        },
        schema: { tags, body: portalSignInBody, response: { 200: portalAccountResponse } },
      },
      async (request, reply) => {
        const { account, sessionToken } = await accounts.signIn(deps, request.body, request.ip);
        setPortalCookie(reply, sessionToken, services.config.cookieSecure);
        return { account };
      },
    );

    app.post('/portal/sign-out', { config: { public: true }, schema: { tags } }, async (request, reply) => {
      await accounts.signOut(services.db, portalCookieOf(request));
      clearPortalCookie(reply);
      return reply.status(204).send();
    });

    app.get(
      '/portal/password-token/:token',
      { config: startSession, schema: { tags, params: portalTokenParam, response: { 200: portalTokenInfoResponse } } },
      async (request) => ({ token: await accounts.tokenInfo(services.db, request.params.token) }),
    );

    app.post(
      '/portal/set-password',
      { config: startSession, schema: { tags, body: portalSetPasswordBody, response: { 200: portalAccountResponse } } },
      async (request, reply) => {
        const { account, sessionToken } = await accounts.setPassword(deps, request.body, request.ip);
        setPortalCookie(reply, sessionToken, services.config.cookieSecure);
        return { account };
      },
    );

    app.post(
      '/portal/forgot-password',
      {
        preHandler: app.addressLimits.passwordReset,
        config: {
          public: true,
          rateLimit: { max: 5, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: byAddressAndEmail },
        },
        schema: { tags, body: portalForgotPasswordBody, response: { 202: resetSentResponse } },
      },
      async (request, reply) => {
        try {
          await accounts.forgotPassword(deps, request.body);
        } catch (error) {
          // A mail that could not go out must not tell the caller that the account exists.
          request.log.error({ err: error }, 'portal password reset mail not sent');
        }
        return reply.status(202).send({ code: 'portal_reset_sent', message: PORTAL_MESSAGES.resetSent });
      },
    );

    app.get(
      '/portal/account',
      { config: signedIn, preHandler: session, schema: { tags, response: { 200: portalAccountResponse } } },
      async (request) => ({ account: await accounts.readAccount(services.db, portalCallerOf(request).userId) }),
    );

    app.put(
      '/portal/account',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, body: portalAccountUpdateBody, response: { 200: portalAccountResponse } },
      },
      async (request) => ({
        account: await accounts.updateLocale(services.db, portalCallerOf(request).userId, request.body.locale),
      }),
    );
  };
