/**
 * The second factor's calls: the second step of a sign-in (public, limited per account and per address) and
 * the signed-in user's own authenticator (set up, confirm, turn off, new recovery codes).
 */
import {
  apiErrorSchema,
  authResponse,
  mfaVerifyRequest,
  recoveryCodesResponse,
  secondFactorStatusSchema,
  TOO_MANY_CODES_MESSAGE,
  totpCodeRequest,
  totpSetupResponse,
} from '@counsel/domain';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { setRefreshCookie } from '../../platform/auth/cookie.js';
import { authOf } from '../../platform/auth/plugin.js';
import { AppError } from '../../platform/errors.js';
import { ADDRESS_LIMIT_WINDOW } from '../../platform/rate-limits.js';
import * as secondFactor from './second-factor.js';

const tags = ['auth'];
/** Codes tried per account in the window: ten guesses in a million, and room for a user's typos. */
export const MFA_ACCOUNT_LIMIT = 10;

const tooMany = (retryAfter: number) =>
  new AppError(429, 'too_many_requests', TOO_MANY_CODES_MESSAGE, {}, { 'retry-after': String(retryAfter) });

/** The account a second step's challenge belongs to, set before its limit is counted. */
const accountKeys = new WeakMap<FastifyRequest, string>();

/**
 * The per-account limit of second steps and passkey sign-ins (one budget, MFA_ACCOUNT_LIMIT in the window):
 * counts the request against the account it names, 429 once spent; a request that names none is left to the
 * per-address limit.
 */
export function accountAttemptLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: MFA_ACCOUNT_LIMIT,
    timeWindow: ADDRESS_LIMIT_WINDOW,
    nameSpace: 'mfa:account',
    keyGenerator: (request) => accountKeys.get(request) ?? request.ip,
  } as CreateRateLimitOptions & { nameSpace: string });
  return async (request: FastifyRequest, userId: number | null) => {
    if (userId === null) return;
    accountKeys.set(request, `user:${userId}`);
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
  };
}

export const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const secondFactorRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      // Read at call time, so a suite may stand a recording queue in.
      get jobs() {
        return services.jobs;
      },
      tokens: services.tokens,
      secrets: services.secrets,
      ...(services.now ? { now: services.now } : {}),
    };
    const accountLimit = accountAttemptLimit(app);
    // Enrolment and its changes: a member without the factor their firm requires may set it up, nothing else.
    // Ten codes a minute per user: a stolen access token cannot guess its way to turning the factor off.
    const perUser = {
      max: 10,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : request.ip),
    };
    const enrolment = { beforeSecondFactor: true, rateLimit: perUser };
    const ownChange = { rateLimit: perUser };

    app.post(
      '/auth/mfa/verify',
      {
        config: {
          public: true,
          rateLimit: { max: services.config.mfaAddressRateLimit, timeWindow: ADDRESS_LIMIT_WINDOW, hook: 'preHandler' },
        },
        schema: {
          tags,
          description:
            'The second step of a sign-in: the challenge POST /auth/login answered and a current authenticator ' +
            'code or an unused recovery code. Answers what a plain sign-in answers (and its refresh cookie). A wrong ' +
            'code is 401 invalid_code, a code already used 401 code_already_used, an expired or used challenge 401 ' +
            `mfa_challenge_invalid; ${MFA_ACCOUNT_LIMIT} codes per account and MFA_ADDRESS_RATE_LIMIT (30) per ` +
            'address in 15 minutes, then 429.',
          body: mfaVerifyRequest,
          response: { 200: authResponse, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await accountLimit(request, await secondFactor.challengeUser(services.db, request.body.challenge));
        const session = await secondFactor.verifyChallenge(
          deps,
          request.body.challenge,
          request.body.code,
          clientInfo(request),
        );
        setRefreshCookie(reply, session.refreshToken, services.config.cookieSecure);
        return { access_token: session.accessToken, user: session.user };
      },
    );

    app.get(
      '/auth/mfa',
      {
        config: { beforeSecondFactor: true },
        schema: { tags, response: { 200: secondFactorStatusSchema, 401: apiErrorSchema } },
      },
      (request) => secondFactor.secondFactorStatus(services.db, authOf(request)),
    );

    app.post(
      '/auth/mfa/totp/setup',
      {
        config: enrolment,
        schema: {
          tags,
          description:
            'A new authenticator secret and its otpauth:// address (issuer Counsel, the user’s email), kept ' +
            'pending until confirmed. 409 second_factor_enabled while one is on.',
          response: { 200: totpSetupResponse, 401: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => secondFactor.setUpTotp(deps, authOf(request)),
    );

    app.post(
      '/auth/mfa/totp/confirm',
      {
        config: enrolment,
        schema: {
          tags,
          description:
            'A code from the pending secret turns it on and answers ten one-time recovery codes, shown this once; ' +
            'the user is mailed. 400 invalid_code, or no_pending_setup without a set-up.',
          body: totpCodeRequest,
          response: { 200: recoveryCodesResponse, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => secondFactor.confirmTotp(deps, authOf(request), request.body.code, clientInfo(request)),
    );

    app.delete(
      '/auth/mfa/totp',
      {
        config: ownChange,
        schema: {
          tags,
          description:
            'Turns the authenticator off and mails the user; needs a current code (400 invalid_code or ' +
            'code_already_used).',
          body: totpCodeRequest,
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await secondFactor.disableTotp(deps, authOf(request), request.body.code, clientInfo(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/mfa/recovery-codes',
      {
        config: ownChange,
        schema: {
          tags,
          description: 'Ten new recovery codes (the earlier ones stop working); needs a current code.',
          body: totpCodeRequest,
          response: { 200: recoveryCodesResponse, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => secondFactor.regenerateRecoveryCodes(deps, authOf(request), request.body.code, clientInfo(request)),
    );
  };
