/**
 * The signed-in client's forms under /portal/forms: the list, and each form with the mailed link's rules
 * (client-form-service.ts), reached through portalFormCaller. Like the portal's other calls they are
 * public to the staff's auth plugin and run the portal's requirePortalSession, which reads only the
 * counsel_portal cookie.
 */
import {
  idParam,
  linkFormResponse,
  linkProgressBody,
  linkSubmitBody,
  portalFormListQuery,
  portalFormListResponse,
  portalFormParams,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { sendFile } from '../documents/routes.js';
import { portalCallerOf, requirePortalSession } from '../portal/session.js';
import * as clientForm from './client-form-service.js';
import { portalFormCaller } from './form-caller.js';
import { readAttachment } from './link-routes.js';
import { listForms } from './portal-forms-service.js';
import { sendingDeps } from './routes.js';

const tags = ['client portal'];

export const portalFormRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = sendingDeps(services, app.log);
    const signedIn = { public: true };
    const session = requirePortalSession(services.db);
    const formCaller = (request: FastifyRequest & { params: { id: number } }) =>
      portalFormCaller(portalCallerOf(request), request.params.id);

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
