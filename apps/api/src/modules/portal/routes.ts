/**
 * The client's account calls under /portal (its forms' calls are form-sending's portal-routes.ts). They
 * are public to the staff's auth plugin: the first ones sign in or set a password, the others run
 * requirePortalSession, which reads only the counsel_portal cookie
 * (a staff bearer token opens none of them). Signing in and the set-password link are rate-limited
 * per address like the staff's sign-in; the link's token never reaches the request log.
 */
import {
  apiErrorSchema,
  PORTAL_MESSAGES,
  portalAccountResponse,
  portalAccountUpdateBody,
  portalForgotPasswordBody,
  portalSetPasswordBody,
  portalSignInBody,
  portalSignInResponse,
  portalTokenInfoResponse,
  portalTokenParam,
} from '@counsel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    const startSession = { public: true, rateLimit: { max: limit, timeWindow: '1 minute' } };
    /** The account (and its cookie), or the challenge of the second step. */
    const answerSignIn = (reply: FastifyReply, outcome: accounts.PortalSignIn) => {
      if ('mfa' in outcome) return outcome.mfa;
      setPortalCookie(reply, outcome.sessionToken, services.config.cookieSecure);
      return { account: outcome.account };
    };
    // The account (and its language) stays open to a client whose firm requires a factor they have not set up.
    const beforeFactor = requirePortalSession(services.db, { beforeSecondFactor: true });

    app.post(
      '/portal/sign-in',
      {
        preHandler: app.addressLimits.signIn,
        config: {
          public: true,
          rateLimit: { max: limit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddressAndEmail },
        },
        schema: {
          tags,
          description:
            'Signs in with a password (sets the counsel_portal cookie). For an account with a second factor, no ' +
            'session yet: { mfa_required, challenge, methods } for POST /portal/mfa/verify. 401 ' +
            'portal_sign_in_failed; 409 portal_choose_firm when the password opens accounts at several firms.',
          body: portalSignInBody,
          response: { 200: portalSignInResponse, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => answerSignIn(reply, await accounts.signIn(deps, request.body, request.ip)),
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
      {
        config: startSession,
        schema: {
          tags,
          description:
            'Uses the mailed token once and sets the password; signs in (cookie), or, for an account with a ' +
            'second factor, ends its sessions and answers the challenge of POST /portal/mfa/verify. 404 ' +
            'portal_token_not_found, 410 portal_token_used or portal_token_expired.',
          body: portalSetPasswordBody,
          response: { 200: portalSignInResponse, 404: apiErrorSchema, 410: apiErrorSchema },
        },
      },
      async (request, reply) => answerSignIn(reply, await accounts.setPassword(deps, request.body, request.ip)),
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
      { config: signedIn, preHandler: beforeFactor, schema: { tags, response: { 200: portalAccountResponse } } },
      async (request) => ({ account: await accounts.readAccount(services.db, portalCallerOf(request).userId) }),
    );

    app.put(
      '/portal/account',
      {
        config: signedIn,
        preHandler: beforeFactor,
        schema: { tags, body: portalAccountUpdateBody, response: { 200: portalAccountResponse } },
      },
      async (request) => ({
        account: await accounts.updateLocale(services.db, portalCallerOf(request).userId, request.body.locale),
      }),
    );
  };
