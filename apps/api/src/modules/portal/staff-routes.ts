/**
 * The staff's calls of a client's portal access: reading it needs read on clients, inviting and
 * withdrawing and resetting the client's second sign-in step need update on clients. Every call is answered in the caller's firm only.
 */
import { apiErrorSchema, portalAccessParams, portalAccessResponse, portalInviteBody } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { parseOrFail } from '../../platform/form-data.js';
import { requireAbility } from '../../platform/permissions.js';
import * as access from './access-service.js';

const tags = ['client portal'];
const path = '/law-firm/:lawFirmId/clients/:clientId/portal-access';

export const portalAccessRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, mailer: services.mailer, publicOrigin: services.config.publicOrigin, log: app.log };

    app.get(
      path,
      {
        preHandler: requireAbility('read', 'clients'),
        schema: { tags, params: portalAccessParams, response: { 200: portalAccessResponse } },
      },
      async (request) => {
        const { lawFirmId, clientId } = request.params;
        return { portal_access: await access.readAccess(deps, authOf(request), lawFirmId, clientId) };
      },
    );

    app.post(
      path,
      {
        preHandler: requireAbility('update', 'clients'),
        // Each call mails someone outside the firm: a limit keeps a stolen session from becoming a spam relay.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'Invites the client to the portal (or mails the invitation again, the older link dying). JSON body ' +
            '`{ locale? }` (en or ar, default en), or none.',
          params: portalAccessParams,
          response: { 200: portalAccessResponse },
        },
      },
      async (request) => {
        const { lawFirmId, clientId } = request.params;
        const { locale } = parseOrFail(portalInviteBody, request.body ?? {});
        return { portal_access: await access.inviteClient(deps, authOf(request), lawFirmId, clientId, locale) };
      },
    );

    app.delete(
      path,
      { preHandler: requireAbility('update', 'clients'), schema: { tags, params: portalAccessParams } },
      async (request, reply) => {
        const { lawFirmId, clientId } = request.params;
        await access.withdrawAccess(deps, authOf(request), lawFirmId, clientId);
        return reply.status(204).send();
      },
    );

    app.delete(
      `${path}/second-factor`,
      {
        preHandler: requireAbility('update', 'clients'),
        schema: {
          tags,
          description:
            'Removes the client’s second sign-in step (a lost phone or mailbox); audited, and the client is ' +
            'mailed. 400 portal_second_factor_not_enabled when they have none; 404 without portal access.',
          params: portalAccessParams,
          response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { lawFirmId, clientId } = request.params;
        await access.resetSecondFactor(deps, authOf(request), lawFirmId, clientId);
        return reply.status(204).send(null);
      },
    );
  };
