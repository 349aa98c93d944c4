import {
  accountSessionsResponse,
  apiErrorSchema,
  authResponse,
  authUserSchema,
  forgotPasswordRequest,
  forgotPasswordResponse,
  loginRequest,
  loginResponse,
  meResponse,
  registerRequest,
  resetPasswordRequest,
  revokeOtherSessionsResponse,
  sessionParams,
  setPasswordRequest,
  signInHistoryResponse,
  updateMeRequest,
} from '@counsel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { REFRESH_COOKIE_PATH, setRefreshCookie as setSessionCookie } from '../../platform/auth/cookie.js';
import { lawFirmOut, planOut } from '../../platform/auth/firm-view.js';
import { authOf, bearerOf } from '../../platform/auth/plugin.js';
import { hasSecondFactor } from '../../platform/auth/second-factor-repository.js';
import { toAuthUser } from '../../platform/auth/sessions.js';
import { REFRESH_COOKIE } from '../../platform/auth/tokens.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { readUsage } from '../../platform/usage/service.js';
import { termsStatus } from '../terms/service.js';
import * as security from './account-security.js';
import { passkeyRoutes } from './passkey-routes.js';
import { RESET_LINK_SENT_MESSAGE, requestPasswordReset, resetPassword } from './password-reset.js';
import { updateUserLocale } from './repository.js';
import { secondFactorRoutes } from './second-factor-routes.js';
import * as auth from './service.js';

const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      tokens: services.tokens,
      // Read at call time, so a suite may stand a recording queue in.
      get jobs() {
        return services.jobs;
      },
    };
    const cookiePath = REFRESH_COOKIE_PATH;
    const setRefreshCookie = (reply: FastifyReply, token: string) =>
      setSessionCookie(reply, token, services.config.cookieSecure);
    /** A session and its cookie, or the challenge of the second step (and no session yet). */
    const answerLogin = (reply: FastifyReply, outcome: auth.LoginOutcome) => {
      if (outcome.kind === 'mfa') {
        return { mfa_required: true as const, challenge: outcome.challenge, methods: outcome.methods };
      }
      setRefreshCookie(reply, outcome.session.refreshToken);
      return { access_token: outcome.session.accessToken, user: outcome.session.user };
    };

    app.post(
      '/auth/register',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: registerRequest, response: { 201: authResponse } },
      },
      async (request, reply) => {
        const session = await auth.register(deps, request.body, clientInfo(request));
        setRefreshCookie(reply, session.refreshToken);
        return reply.status(201).send({ access_token: session.accessToken, user: session.user });
      },
    );

    app.post(
      '/auth/login',
      {
        // Per address across emails first (platform/rate-limits.ts), then per address and email below.
        preHandler: app.addressLimits.signIn,
        config: {
          public: true,
          rateLimit: {
            max: services.config.loginRateLimit,
            timeWindow: '1 minute',
            hook: 'preHandler',
            // Per address and per account, so one attacker cannot lock out everyone behind a shared IP.
            keyGenerator: (request: FastifyRequest) =>
              `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          },
        },
        schema: {
          tags: ['auth'],
          description:
            'A session, or for an account with a second factor `{ mfa_required, challenge, methods }` and no ' +
            'session: the challenge and a code go to POST /auth/mfa/verify within five minutes, or with a passkey to ' +
            'POST /auth/passkeys/authentication/verify. `methods` names the user’s ways: totp and recovery_code with an ' +
            'authenticator app, passkey with a passkey.',
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const outcome = await auth.login(deps, request.body, clientInfo(request));
        return answerLogin(reply, outcome);
      },
    );

    await app.register(secondFactorRoutes(services));
    await app.register(passkeyRoutes(services));

    app.post(
      '/auth/set-password',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: setPasswordRequest, response: { 200: authResponse } },
      },
      async (request, reply) => {
        const session = await auth.setPassword(deps, request.body, clientInfo(request));
        setRefreshCookie(reply, session.refreshToken);
        return { access_token: session.accessToken, user: session.user };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        preHandler: app.addressLimits.passwordReset,
        config: {
          public: true,
          rateLimit: {
            max: 5,
            timeWindow: '15 minutes',
            hook: 'preHandler',
            // Per address and account: nobody can flood one inbox, nor one address ask for everyone.
            keyGenerator: (request: FastifyRequest) =>
              `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          },
        },
        schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 202: forgotPasswordResponse } },
      },
      async (request, reply) => {
        const mailDeps = { db: services.db, mailer: services.mailer, publicOrigin: services.config.publicOrigin };
        try {
          await requestPasswordReset(mailDeps, request.body.email, clientInfo(request));
        } catch (error) {
          // A mail that could not go out must not tell the caller that the account exists.
          request.log.error({ err: error }, 'password reset mail not sent');
        }
        return reply.status(202).send({ code: 'reset_link_sent', message: RESET_LINK_SENT_MESSAGE });
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          description: 'A session, or for an account with a second factor the challenge of POST /auth/login.',
          body: resetPasswordRequest,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const outcome = await resetPassword(deps, request.body, clientInfo(request));
        return answerLogin(reply, outcome);
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], response: { 200: authResponse } },
      },
      async (request, reply) => {
        try {
          const session = await auth.refresh(deps, request.cookies[REFRESH_COOKIE], clientInfo(request));
          setRefreshCookie(reply, session.refreshToken);
          return { access_token: session.accessToken, user: session.user };
        } catch (error) {
          reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
          throw error;
        }
      },
    );

    app.post('/auth/logout', { config: { public: true }, schema: { tags: ['auth'] } }, async (request, reply) => {
      await auth.logout(deps, request.cookies[REFRESH_COOKIE], bearerOf(request));
      reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
      return reply.status(204).send();
    });

    // The caller's own sessions and sign-ins (the security page): every employee, no permission needed.
    const sessionOf = async (request: FastifyRequest) => {
      const claims = await services.tokens.verify(bearerOf(request) ?? '');
      // The auth hook has checked this token already.
      if (!claims || claims === 'expired') throw unauthorized();
      return claims.sessionId;
    };

    app.get(
      '/auth/sessions',
      { schema: { tags: ['auth'], response: { 200: accountSessionsResponse, 401: apiErrorSchema } } },
      async (request) => ({
        sessions: await security.listSessions(services.db, authOf(request).user.id, await sessionOf(request)),
      }),
    );

    app.delete(
      '/auth/sessions/:id',
      {
        schema: {
          tags: ['auth'],
          description: 'Ends one of the caller’s sessions: its refresh token and access tokens stop working at once.',
          params: sessionParams,
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await security.revokeSession(services.db, authOf(request), request.params.id, clientInfo(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/sessions/revoke-others',
      {
        schema: {
          tags: ['auth'],
          description: 'Ends every session of the caller but the one this request is made with.',
          response: { 200: revokeOtherSessionsResponse, 401: apiErrorSchema },
        },
      },
      async (request) => ({
        revoked: await security.revokeOtherSessions(
          services.db,
          authOf(request),
          await sessionOf(request),
          clientInfo(request),
        ),
      }),
    );

    app.get(
      '/auth/sign-ins',
      {
        schema: {
          tags: ['auth'],
          description: 'The caller’s latest sign-in attempts (at most 50), newest first.',
          response: { 200: signInHistoryResponse, 401: apiErrorSchema },
        },
      },
      async (request) => ({ sign_ins: await security.signInHistory(services.db, authOf(request)) }),
    );

    // The session and the user's language answer before the terms are accepted (the web app reads them to show the
    // terms) and before a second factor the firm requires is set up.
    const beforeTerms = { beforeTerms: true, beforeSecondFactor: true };
    app.get(
      '/auth/me',
      { config: beforeTerms, schema: { tags: ['auth'], response: { 200: meResponse } } },
      async (request) => {
        const { user, firm, plan } = authOf(request);
        return {
          user: {
            id: user.id,
            law_firm_id: user.lawFirmId,
            full_name: user.fullName,
            email: user.email,
            position: user.position,
            is_admin: user.isAdmin,
            image: user.image,
            locale: user.locale,
          },
          law_firm: lawFirmOut(firm),
          plan: planOut(plan),
          usage: await readUsage(services.db, user.id, firm.timeZone),
          rules: user.rules,
          terms: await termsStatus(services.db, user),
          second_factor: { enabled: await hasSecondFactor(services.db, user.lawFirmId, user.id) },
        };
      },
    );

    app.patch(
      '/auth/me',
      { config: beforeTerms, schema: { tags: ['auth'], body: updateMeRequest, response: { 200: authUserSchema } } },
      async (request) => {
        const { user } = authOf(request);
        const updated = await updateUserLocale(services.db, user.id, user.lawFirmId, request.body.locale);
        if (!updated) throw notFound('User');
        return toAuthUser(updated);
      },
    );
  };
