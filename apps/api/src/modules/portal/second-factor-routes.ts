/**
 * The portal's second sign-in step: its verify call and the mail of a sign-in code (public: the challenge a
 * password answered is their key; limited per account and per address), and the signed-in client's security
 * page (their authenticator, recovery codes and codes by email), open before the factor their firm requires.
 */
import {
  apiErrorSchema,
  PORTAL_EMAIL_CODE_TTL_MINUTES,
  PORTAL_SECOND_FACTOR_MESSAGES,
  portalAccountResponse,
  portalChallengeBody,
  portalCodeBody,
  portalCodeSentResponse,
  portalMfaVerifyBody,
  portalSecondFactorStatusSchema,
  recoveryCodesResponse,
  TOO_MANY_CODES_MESSAGE,
  totpSetupResponse,
} from '@counsel/domain';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../platform/errors.js';
import { ADDRESS_LIMIT_WINDOW } from '../../platform/rate-limits.js';
import * as accounts from './accounts-service.js';
import * as repo from './repository.js';
import * as secondFactor from './second-factor.js';
import { portalCallerOf, requirePortalSession, setPortalCookie, signedOut } from './session.js';

const tags = ['client portal'];
/** Codes tried per account in the window, as for the staff: ten guesses in a million. */
export const PORTAL_MFA_ACCOUNT_LIMIT = 10;
/** Codes mailed per account in the window: enough for a slow mailbox, too few to flood one. */
export const PORTAL_CODE_MAILS_PER_ACCOUNT = 5;

/** The account a call's codes count against, set before its limit is counted. */
const accountKeys = new WeakMap<FastifyRequest, string>();

const tooMany = (retryAfter: number) =>
  new AppError(429, 'too_many_requests', TOO_MANY_CODES_MESSAGE, {}, { 'retry-after': String(retryAfter) });

const codeSent = { code: 'portal_code_sent' as const, message: PORTAL_SECOND_FACTOR_MESSAGES.codeSent };

export const portalSecondFactorRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      mailer: services.mailer,
      secrets: services.secrets,
      log: app.log,
      ...(services.now ? { now: services.now } : {}),
    };
    const perAccount = (nameSpace: string, max: number) => {
      const options: CreateRateLimitOptions & { nameSpace: string } = {
        max,
        timeWindow: ADDRESS_LIMIT_WINDOW,
        nameSpace,
        keyGenerator: (request) => accountKeys.get(request) ?? request.ip,
      };
      const check = app.createRateLimit(options);
      return async (request: FastifyRequest, portalUserId: number) => {
        accountKeys.set(request, `portal:${portalUserId}`);
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooMany(limit.ttlInSeconds);
      };
    };
    const codesLimit = perAccount('portal-mfa:account', PORTAL_MFA_ACCOUNT_LIMIT);
    const mailsLimit = perAccount('portal-code-mail:account', PORTAL_CODE_MAILS_PER_ACCOUNT);
    const byAddress = {
      max: services.config.mfaAddressRateLimit,
      timeWindow: ADDRESS_LIMIT_WINDOW,
      hook: 'preHandler' as const,
    };
    const mailsByAddress = { max: 10, timeWindow: ADDRESS_LIMIT_WINDOW, hook: 'preHandler' as const };
    const signedIn = { public: true };
    const security = requirePortalSession(services.db, { beforeSecondFactor: true });
    /** The signed-in account's changes that take a code count against the same per-account limit. */
    const countCode = async (request: FastifyRequest) => codesLimit(request, portalCallerOf(request).userId);

    app.post(
      '/portal/mfa/email-code',
      {
        config: { public: true, rateLimit: mailsByAddress },
        schema: {
          tags,
          description:
            'Mails a six-digit sign-in code for the challenge POST /portal/sign-in answered, in the account’s ' +
            'language, when the account has codes by email on; it works once, for that challenge, within ' +
            `${PORTAL_EMAIL_CODE_TTL_MINUTES} minutes, and a newer one replaces it. 202 whether or not a ` +
            `code went out; ${PORTAL_CODE_MAILS_PER_ACCOUNT} mails per account and 10 per address in 15 minutes, then 429. ` +
            '502 portal_code_not_mailed when the mail server refuses it.',
          body: portalChallengeBody,
          response: { 202: portalCodeSentResponse, 429: apiErrorSchema, 502: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const userId = await secondFactor.challengeAccount(services.db, request.body.challenge);
        if (userId !== null) {
          await mailsLimit(request, userId);
          await secondFactor.sendSignInCode(deps, request.body.challenge);
        }
        return reply.status(202).send(codeSent);
      },
    );

    app.post(
      '/portal/mfa/verify',
      {
        config: { public: true, rateLimit: byAddress },
        schema: {
          tags,
          description:
            'The second step of a portal sign-in: the challenge and a current authenticator code, the mailed ' +
            'code, or an unused recovery code (`method` says which six digits are when the account has both). ' +
            'Sets the counsel_portal cookie and answers the account. A wrong code is 401 invalid_code, a code ' +
            'already used 401 code_already_used, a mailed code past its time 401 code_expired, an expired or ' +
            `used challenge 401 mfa_challenge_invalid; ${PORTAL_MFA_ACCOUNT_LIMIT} codes per account and ` +
            'MFA_ADDRESS_RATE_LIMIT (30) per address in 15 minutes, then 429.',
          body: portalMfaVerifyBody,
          response: { 200: portalAccountResponse, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const userId = await secondFactor.challengeAccount(services.db, request.body.challenge);
        if (userId === null) throw secondFactor.challengeInvalid();
        await codesLimit(request, userId);
        const { account, sessionToken } = await accounts.verifySecondStep(deps, request.body, request.ip);
        setPortalCookie(reply, sessionToken, services.config.cookieSecure);
        return { account };
      },
    );

    app.get(
      '/portal/security',
      {
        config: signedIn,
        preHandler: security,
        schema: {
          tags,
          description:
            'The signed-in account’s second factor, and whether its firm requires one. 401 portal_signed_out.',
          response: { 200: portalSecondFactorStatusSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = portalCallerOf(request);
        const row = await repo.findUserWithFirm(services.db, caller.userId);
        if (!row) throw signedOut();
        return secondFactor.status(services.db, caller, row.factorRequired);
      },
    );

    app.post(
      '/portal/security/totp/setup',
      {
        config: signedIn,
        preHandler: security,
        schema: {
          tags,
          description:
            'A new authenticator secret and its otpauth:// address (issuer Counsel, the account’s email), kept ' +
            'pending until confirmed. 409 second_factor_enabled while one is on.',
          response: { 200: totpSetupResponse, 401: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = portalCallerOf(request);
        const row = await repo.findUserWithFirm(services.db, caller.userId);
        if (!row) throw signedOut();
        return secondFactor.setUpTotp(deps, caller, row.user.email);
      },
    );

    app.post(
      '/portal/security/totp/confirm',
      {
        config: signedIn,
        preHandler: [security, countCode],
        schema: {
          tags,
          description:
            'A code from the pending secret turns it on and answers ten one-time recovery codes, shown this once. ' +
            '400 invalid_code, or no_pending_setup without a set-up; 429 after too many wrong codes.',
          body: portalCodeBody,
          response: { 200: recoveryCodesResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => secondFactor.confirmTotp(deps, portalCallerOf(request), request.body.code),
    );

    app.delete(
      '/portal/security/totp',
      {
        config: signedIn,
        preHandler: [security, countCode],
        schema: {
          tags,
          description:
            'Turns the authenticator off (its recovery codes go with it); needs a current code (400 invalid_code ' +
            'or code_already_used; 400 second_factor_not_enabled without one).',
          body: portalCodeBody,
          response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await secondFactor.disableTotp(deps, portalCallerOf(request), request.body.code);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/portal/security/recovery-codes',
      {
        config: signedIn,
        preHandler: [security, countCode],
        schema: {
          tags,
          description: 'Ten new recovery codes (the earlier ones stop working); needs a current authenticator code.',
          body: portalCodeBody,
          response: { 200: recoveryCodesResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      (request) => secondFactor.regenerateRecoveryCodes(deps, portalCallerOf(request), request.body.code),
    );

    app.post(
      '/portal/security/email-code',
      {
        config: { public: true, rateLimit: mailsByAddress },
        preHandler: security,
        schema: {
          tags,
          description:
            'Mails the signed-in account a six-digit code, in its language, that turns codes by email on or off ' +
            `(once, within ${PORTAL_EMAIL_CODE_TTL_MINUTES} minutes). ${PORTAL_CODE_MAILS_PER_ACCOUNT} mails ` +
            'per account in 15 minutes, then 429.',
          response: { 202: portalCodeSentResponse, 401: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const caller = portalCallerOf(request);
        await mailsLimit(request, caller.userId);
        const row = await repo.findUserWithFirm(services.db, caller.userId);
        if (!row) throw signedOut();
        await secondFactor.sendSettingsCode(deps, row.user, row.firmName);
        return reply.status(202).send(codeSent);
      },
    );

    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/portal/security/email',
        {
          config: signedIn,
          preHandler: [security, countCode],
          schema: {
            tags,
            description: on
              ? 'Turns sign-in codes by email on with the code POST /portal/security/email-code mailed. 400 ' +
                'invalid_code, code_already_used or code_expired; 409 email_codes_enabled when already on.'
              : 'Turns sign-in codes by email off with the code POST /portal/security/email-code mailed. 400 ' +
                'invalid_code, code_already_used, code_expired, or email_codes_not_enabled when off.',
            body: portalCodeBody,
            response: {
              204: z.null(),
              400: apiErrorSchema,
              401: apiErrorSchema,
              ...(on ? { 409: apiErrorSchema } : {}),
              429: apiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          await secondFactor.setEmailCodes(deps, portalCallerOf(request), on, request.body.code);
          return reply.status(204).send(null);
        },
      );
    }
  };
