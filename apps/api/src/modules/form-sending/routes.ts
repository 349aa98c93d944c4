/**
 * The staff's calls of sent forms: sending (§7 POST /document/collaboration-form), the list, one form
 * with its answers, withdrawing, sending again, and the firm's reminder setting. Seeing needs read on
 * forms; sending and acting on a sent form need create on documents, as filling a form does; changing
 * the reminder setting needs update on settings.
 */
import {
  collaborationFormBody,
  formReminderSettingsSchema,
  idParam,
  resendSentFormBody,
  sentFormDetailResponse,
  sentFormListQuery,
  sentFormListResponse,
  sentFormResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { parseOrFail } from '../../platform/form-data.js';
import { requireAbility } from '../../platform/permissions.js';
import * as sending from './service.js';

const tags = ['forms'];
const firmParams = z.object({ lawFirmId: idParam });
const formParams = z.object({ lawFirmId: idParam, id: idParam });

export const sendingDeps = (services: AppServices, log: sending.SendingDeps['log']): sending.SendingDeps => ({
  db: services.db,
  mailer: services.mailer,
  storage: services.storage,
  assetsDir: services.config.formsAssetsDir,
  publicOrigin: services.config.publicOrigin,
  log,
});

export const formSendingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = sendingDeps(services, app.log);

    app.post(
      '/document/collaboration-form',
      {
        // The form names a client: it answers their name and address and shares their documents with them.
        preHandler: [requireAbility('create', 'documents'), requireAbility('read', 'clients')],
        // Each call mails someone outside the firm: a limit keeps a stolen session from becoming a spam relay.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'Sends the reviewed form to the client, mailed in `locale` once saved: in `client_portal` mode (the ' +
            'default) a notice of the form in the portal, with a set-password link while the client has no ' +
            'portal password; in `passwordless` mode a link to /{locale}/client-form/{token}. A refused mail is ' +
            '502 and nothing is kept. ' +
            'The form is `form_type` with `form_url` (the address the form lists give, or a PDF named after the ' +
            'form) or `form_title` (a public form’s number as the schema call takes it, e.g. "I-130", or title; a ' +
            'firm form’s title or PDF file name); `form_id` is an optional shortcut. Not found: 404 "Form name not ' +
            'found"; two forms of that name: 400 asking for form_id. `form_schema` is the list of sections or the ' +
            'schema call’s `{ form_fields }`; a field may leave out hidden, client_related, options and metadata. ' +
            '`base_url` is accepted and not used. `user_id` must be the caller.',
          body: collaborationFormBody,
          response: { 201: sentFormResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ sent_form: await sending.sendForm(deps, authOf(request), request.body) }),
    );

    app.get(
      '/law-firm/:lawFirmId/sent-forms',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: firmParams, querystring: sentFormListQuery, response: { 200: sentFormListResponse } },
      },
      (request) => sending.listSentForms(deps, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/law-firm/:lawFirmId/sent-forms/:id',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: formParams, response: { 200: sentFormDetailResponse } },
      },
      async (request) => ({
        sent_form: await sending.getSentForm(deps, authOf(request), request.params.lawFirmId, request.params.id),
      }),
    );

    app.post(
      '/law-firm/:lawFirmId/sent-forms/:id/revoke',
      {
        preHandler: requireAbility('create', 'documents'),
        schema: { tags, params: formParams, response: { 200: sentFormResponse } },
      },
      async (request) => ({
        sent_form: await sending.revokeSentForm(deps, authOf(request), request.params.lawFirmId, request.params.id),
      }),
    );

    app.post(
      '/law-firm/:lawFirmId/sent-forms/:id/resend',
      {
        preHandler: requireAbility('create', 'documents'),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'Mails a fresh link (or portal notice) with a new date; once it went out the earlier links stop ' +
            'working (404); a refused mail is 502 and the earlier link still works. JSON body ' +
            '`{ expires_in_days? }` (1–30, default 7), or none.',
          params: formParams,
          response: { 200: sentFormResponse },
        },
      },
      async (request) => {
        const { lawFirmId, id } = request.params;
        const days = parseOrFail(resendSentFormBody, request.body ?? {}).expires_in_days;
        return { sent_form: await sending.resendSentForm(deps, authOf(request), lawFirmId, id, days) };
      },
    );

    app.get(
      '/law-firm/:lawFirmId/form-settings',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: { tags, params: firmParams, response: { 200: formReminderSettingsSchema } },
      },
      (request) => sending.getReminderSettings(deps, authOf(request), request.params.lawFirmId),
    );

    // Reading the setting is the forms' (it shows beside the sent forms); changing it changes the firm's
    // settings, which reading them does not allow.
    app.put(
      '/law-firm/:lawFirmId/form-settings',
      {
        preHandler: requireAbility('update', 'settings'),
        schema: {
          tags,
          params: firmParams,
          body: formReminderSettingsSchema,
          response: { 200: formReminderSettingsSchema },
        },
      },
      (request) =>
        sending.setReminderSettings(deps, authOf(request), request.params.lawFirmId, request.body.form_reminder_days),
    );
  };
