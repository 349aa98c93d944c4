/**
 * The client's calls, by the mailed link: no session, the token in the path is the key. Limited per
 * address like the sign-in, so a link cannot be guessed by trying; the request log never shows the
 * token (app.ts redacts it).
 */
import {
  idParam,
  linkFormResponse,
  linkProgressBody,
  linkSubmitBody,
  linkTokenParam,
  SENT_FORM_ATTACHMENT_MAX_BYTES,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { multipartParts } from '../../platform/multipart.js';
import { partLimit, receiveFile } from '../../platform/uploads/index.js';
import { sendFile } from '../documents/routes.js';
import type { UploadedFile } from '../documents/service.js';
import * as clientForm from './client-form-service.js';
import { linkCaller } from './form-caller.js';
import { sendingDeps } from './routes.js';

const tags = ['client form link'];
const reading = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };
const writing = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };

const callerOf = (request: { params: { token: string }; ip: string }) => linkCaller(request.params.token, request.ip);

/** The multipart body of an attachment: `requested` and one file, streamed to a temporary file. */
export async function readAttachment(request: FastifyRequest) {
  const upload: { requested: string | undefined; file: UploadedFile | null } = { requested: undefined, file: null };
  if (!request.isMultipart()) return upload;
  const limits = { fileSize: partLimit(SENT_FORM_ATTACHMENT_MAX_BYTES), files: 1, fields: 5 };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'file')
      upload.file = await receiveFile(request, part, { maxBytes: SENT_FORM_ATTACHMENT_MAX_BYTES });
    else if (part.fieldname === 'requested' && typeof part.value === 'string') upload.requested = part.value;
  }
  return upload;
}

export const formLinkRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = sendingDeps(services, app.log);

    app.get(
      '/collaboration-link/:token',
      { config: reading, schema: { tags, params: linkTokenParam, response: { 200: linkFormResponse } } },
      async (request) => ({ form: await clientForm.openForm(deps, callerOf(request)) }),
    );

    app.put(
      '/collaboration-link/:token/progress',
      {
        config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags, params: linkTokenParam, body: linkProgressBody, response: { 200: linkFormResponse } },
      },
      async (request) => ({ form: await clientForm.saveProgress(deps, callerOf(request), request.body) }),
    );

    app.post(
      '/collaboration-link/:token/attachments',
      {
        config: writing,
        schema: {
          tags,
          description: 'Multipart: `requested` (one of the requested documents) and one PDF or picture.',
          consumes: ['multipart/form-data'],
          params: linkTokenParam,
          response: { 200: linkFormResponse },
        },
      },
      async (request) => ({
        form: await clientForm.attachDocument(deps, callerOf(request), await readAttachment(request)),
      }),
    );

    app.get(
      '/collaboration-link/:token/documents/:documentId',
      { config: reading, schema: { tags, params: linkTokenParam.extend({ documentId: idParam }) } },
      async (request, reply) =>
        sendFile(reply, await clientForm.readFormDocument(deps, callerOf(request), request.params.documentId)),
    );

    app.post(
      '/collaboration-link/:token/submit',
      {
        config: writing,
        schema: { tags, params: linkTokenParam, body: linkSubmitBody, response: { 200: linkFormResponse } },
      },
      async (request) => ({ form: await clientForm.submitForm(deps, callerOf(request), request.body) }),
    );
  };
