/**
 * The client's calls under /portal. They are public to the staff's auth plugin: the first ones sign in
 * or set a password, the others run requirePortalSession, which reads only the counsel_portal cookie
 * (a staff bearer token opens none of them). Signing in and the set-password link are rate-limited
 * per address like the staff's sign-in; the link's token never reaches the request log.
 */
import {
  idParam,
  linkFormResponse,
  linkProgressBody,
  linkSubmitBody,
  PORTAL_MESSAGES,
  portalAccountResponse,
  portalAccountUpdateBody,
  portalForgotPasswordBody,
  portalFormListQuery,
  portalFormListResponse,
  portalFormParams,
  portalSetPasswordBody,
  portalSignInBody,
  portalTokenInfoResponse,
  portalTokenParam,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { sendFile } from '../documents/routes.js';
import * as clientForm from '../form-sending/client-form-service.js';
import { readAttachment } from '../form-sending/link-routes.js';
import { sendingDeps } from '../form-sending/routes.js';
import * as accounts from './accounts-service.js';
import { listForms, portalFormCaller } from './forms-service.js';
import { clearPortalCookie, portalCallerOf, portalCookieOf, requirePortalSession, setPortalCookie } from './session.js';

const tags = ['client portal'];
const resetSentResponse = z.object({ code: z.literal('portal_reset_sent'), message: z.string() });

/** Per address and account, so one attacker cannot lock out everyone behind a shared IP. */
const byAddressAndEmail = (request: FastifyRequest) =>
  `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`;

export const portalRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = sendingDeps(services, app.log);
    const limit = services.config.loginRateLimit;
    const signedIn = { public: true };
    const session = requirePortalSession(services.db);
    const startSession = { public: true, rateLimit: { max: limit, timeWindow: '1 minute' } };
    const formCaller = (request: FastifyRequest & { params: { id: number } }) =>
      portalFormCaller(portalCallerOf(request), request.params.id);

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

    app.get(
      '/portal/forms',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, querystring: portalFormListQuery, response: { 200: portalFormListResponse } },
      },
      (request) => listForms(services.db, portalCallerOf(request), request.query),
    );

    app.get(
      '/portal/forms/:id',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, params: portalFormParams, response: { 200: linkFormResponse } },
      },
      async (request) => ({ form: await clientForm.openForm(deps, formCaller(request)) }),
    );

    app.put(
      '/portal/forms/:id/progress',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, params: portalFormParams, body: linkProgressBody, response: { 200: linkFormResponse } },
      },
      async (request) => ({ form: await clientForm.saveProgress(deps, formCaller(request), request.body) }),
    );

    app.post(
      '/portal/forms/:id/attachments',
      {
        config: signedIn,
        preHandler: session,
        schema: {
          tags,
          description: 'Multipart: `requested` (one of the requested documents) and one PDF or picture.',
          consumes: ['multipart/form-data'],
          params: portalFormParams,
          response: { 200: linkFormResponse },
        },
      },
      async (request) => ({
        form: await clientForm.attachDocument(deps, formCaller(request), await readAttachment(request)),
      }),
    );

    app.get(
      '/portal/forms/:id/documents/:documentId',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, params: portalFormParams.extend({ documentId: idParam }) },
      },
      async (request, reply) =>
        sendFile(reply, await clientForm.readFormDocument(deps, formCaller(request), request.params.documentId)),
    );

    app.post(
      '/portal/forms/:id/submit',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags, params: portalFormParams, body: linkSubmitBody, response: { 200: linkFormResponse } },
      },
      async (request) => ({ form: await clientForm.submitForm(deps, formCaller(request), request.body) }),
    );

    app.get(
      '/portal/forms/:id/signed-pdf',
      { config: signedIn, preHandler: session, schema: { tags, params: portalFormParams } },
      async (request, reply) => sendFile(reply, await clientForm.readSignedPdf(deps, formCaller(request))),
    );
  };
