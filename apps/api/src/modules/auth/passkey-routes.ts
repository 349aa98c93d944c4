/**
 * The passkey calls (WebAuthn ceremonies as @simplewebauthn/browser expects them): the signed-in user's own
 * passkeys (list, add, rename, remove; any employee, no permission needed, and open to a member whose firm
 * requires a second factor they have not set up yet), and a sign-in with one (public, limited per account and
 * per address as the codes of the second step are).
 */
import {
  apiErrorSchema,
  authResponse,
  passkeyAuthenticationOptions,
  passkeyAuthenticationOptionsRequest,
  passkeyAuthenticationRequest,
  passkeyParams,
  passkeyRegistrationOptions,
  passkeyRegistrationRequest,
  passkeyRenameRequest,
  passkeySchema,
  passkeysResponse,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { setRefreshCookie } from '../../platform/auth/cookie.js';
import { authOf } from '../../platform/auth/plugin.js';
import { ADDRESS_LIMIT_WINDOW } from '../../platform/rate-limits.js';
import * as passkeys from './passkeys.js';
import { accountAttemptLimit, clientInfo, MFA_ACCOUNT_LIMIT } from './second-factor-routes.js';

const tags = ['auth'];

export const passkeyRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      tokens: services.tokens,
      secrets: services.secrets,
      publicOrigin: services.config.publicOrigin,
      // Read at call time, so a suite may stand a recording queue in.
      get jobs() {
        return services.jobs;
      },
    };
    const accountLimit = accountAttemptLimit(app);
    const perUser = {
      max: 20,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : request.ip),
    };
    // Adding a passkey is setting up a second factor: open before the firm's requirement is met.
    const enrolment = { beforeSecondFactor: true, rateLimit: perUser };
    const ownChange = { rateLimit: perUser };
    const signIn = {
      public: true,
      rateLimit: { max: services.config.mfaAddressRateLimit, timeWindow: ADDRESS_LIMIT_WINDOW, hook: 'preHandler' },
    } as const;

    app.get(
      '/auth/passkeys',
      {
        config: { beforeSecondFactor: true },
        schema: {
          tags,
          description: 'The caller’s passkeys, oldest first: their names, when added and last used (never a key).',
          response: { 200: passkeysResponse, 401: apiErrorSchema },
        },
      },
      async (request) => ({ passkeys: await passkeys.listOwnPasskeys(services.db, authOf(request)) }),
    );

    app.post(
      '/auth/passkeys/registration/options',
      {
        config: enrolment,
        schema: {
          tags,
          description:
            'The options of navigator.credentials.create() (@simplewebauthn/browser startRegistration) for a new ' +
            'passkey of the caller: a discoverable credential, user verification required, the caller’s passkeys ' +
            'excluded. Its challenge is good once, for five minutes.',
          response: { 200: passkeyRegistrationOptions, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => passkeys.registrationOptions(deps, authOf(request)),
    );

    app.post(
      '/auth/passkeys/registration/verify',
      {
        config: enrolment,
        schema: {
          tags,
          description:
            'The authenticator’s answer (startRegistration’s JSON) and the passkey’s name: keeps the passkey and ' +
            'mails the user. 400 passkey_challenge_invalid when its challenge is not the caller’s unused, unexpired ' +
            'one; 400 passkey_invalid when the answer does not verify (origin, relying party, user verification); ' +
            '409 passkey_exists when the credential is registered already.',
          body: passkeyRegistrationRequest,
          response: {
            201: passkeySchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const passkey = await passkeys.registerPasskey(deps, authOf(request), request.body, clientInfo(request));
        return reply.status(201).send(passkey);
      },
    );

    app.patch(
      '/auth/passkeys/:id',
      {
        config: ownChange,
        schema: {
          tags,
          description: 'Renames one of the caller’s passkeys; another user’s (or firm’s) is 404.',
          params: passkeyParams,
          body: passkeyRenameRequest,
          response: { 200: passkeySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => passkeys.renameOwnPasskey(services.db, authOf(request), request.params.id, request.body.name),
    );

    app.delete(
      '/auth/passkeys/:id',
      {
        config: ownChange,
        schema: {
          tags,
          description:
            'Removes one of the caller’s passkeys and mails the user; another user’s (or firm’s) is 404. It no ' +
            'longer signs in, nor gives a second step.',
          params: passkeyParams,
          response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await passkeys.removeOwnPasskey(deps, authOf(request), request.params.id, clientInfo(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/passkeys/authentication/options',
      {
        config: signIn,
        schema: {
          tags,
          description:
            'The options of navigator.credentials.get() (startAuthentication). Without a body’s challenge, a ' +
            'passwordless sign-in: no credentials named, the authenticator offers its discoverable ones. With the ' +
            'challenge POST /auth/login answered, its second step: that user’s passkeys (401 mfa_challenge_invalid ' +
            'when the challenge is expired or used). User verification is required; the challenge is good once, ' +
            'for five minutes.',
          body: passkeyAuthenticationOptionsRequest,
          response: { 200: passkeyAuthenticationOptions, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => passkeys.authenticationOptions(deps, request.body.challenge),
    );

    app.post(
      '/auth/passkeys/authentication/verify',
      {
        config: signIn,
        schema: {
          tags,
          description:
            'A sign-in with a passkey: the authenticator’s answer (startAuthentication’s JSON), and for a second ' +
            'step the challenge of POST /auth/login. Answers what a plain sign-in answers (and its refresh cookie). ' +
            '401 passkey_challenge_invalid when the answer’s challenge is not an unused, unexpired one of ours (each ' +
            'is used up by the first answer, right or wrong), 401 passkey_invalid when the passkey is unknown, not ' +
            'the user’s, or its signature, origin, user verification or counter is wrong, 401 mfa_challenge_invalid ' +
            `for an expired sign-in challenge; ${MFA_ACCOUNT_LIMIT} per account (with the codes) and ` +
            'MFA_ADDRESS_RATE_LIMIT (30) per address in 15 minutes, then 429.',
          body: passkeyAuthenticationRequest,
          response: { 200: authResponse, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await accountLimit(request, await passkeys.passkeyUser(services.db, request.body.response.id));
        const session = await passkeys.signInWithPasskey(deps, request.body, clientInfo(request));
        setRefreshCookie(reply, session.refreshToken, services.config.cookieSecure);
        return { access_token: session.accessToken, user: session.user };
      },
    );
  };
