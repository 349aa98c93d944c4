/** Document fillings: assigning employees to fill a form for a client (§7), their lists, and marking one done. */
import {
  caseMemberAssignmentRequest,
  caseMembersResponse,
  documentFillingListQuery,
  documentFillingListResponse,
  documentFillingRequest,
  documentFillingSchema,
  documentFillingStatusBody,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { parseOrFail, readFormFields } from '../../platform/form-data.js';
import { assertCan, requireAbility } from '../../platform/permissions.js';
import * as caseMembers from '../case-members/service.js';
import * as fillings from './service.js';

const tags = ['document fillings'];

export const documentFillingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: fillings.FillingDeps = {
      db: services.db,
      mailer: services.mailer,
      publicOrigin: services.config.publicOrigin,
      log: app.log,
    };

    // With a form: a filling (create on forms). Without one: the spec's case member assignment (update on
    // cases), which sends only employees and case_id to the same path.
    app.post(
      '/law-firm/:firmId/document-filling',
      {
        schema: {
          tags,
          description:
            'Form data (or JSON): employees (a JSON list of employee ids), client_id, case_id (optional; "general" or empty = none), ' +
            'form_type (public or law_firm), form_id and an optional note; needs create on forms and read on clients. Each assignee other than the caller is mailed a link to the filling screen. ' +
            'Without form_id it is a case member assignment: employees and case_id; answers 201 with the case members.',
          consumes: ['multipart/form-data', 'application/json'],
          params: z.object({ firmId: idParam }),
          response: { 201: z.union([documentFillingSchema, caseMembersResponse]) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const fields = await readFormFields(request);
        const formId =
          typeof fields === 'object' && fields !== null ? (fields as { form_id?: unknown }).form_id : undefined;
        if (formId === undefined || formId === null || formId === '') {
          assertCan(auth, 'update', 'cases');
          const input = parseOrFail(caseMemberAssignmentRequest, fields);
          return reply.status(201).send(await caseMembers.assign(deps, auth, request.params.firmId, input));
        }
        assertCan(auth, 'create', 'forms');
        // The filling names a client, answers and mails their name: only for someone who may read clients.
        assertCan(auth, 'read', 'clients');
        const body = parseOrFail(documentFillingRequest, fields);
        return reply.status(201).send(await fillings.assign(deps, auth, request.params.firmId, body));
      },
    );

    app.get(
      '/law-firm/:lawFirmId/document-fillings',
      {
        preHandler: requireAbility('read', 'forms'),
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam }),
          querystring: documentFillingListQuery,
          response: { 200: documentFillingListResponse },
        },
      },
      (request) => fillings.list(deps, authOf(request), request.params.lawFirmId, request.query),
    );

    // Who may is decided in the service: the filling's assignees, and whoever may change the firm's forms.
    app.put(
      '/law-firm/:lawFirmId/document-filling/:id',
      {
        schema: {
          tags,
          params: z.object({ lawFirmId: idParam, id: idParam }),
          body: documentFillingStatusBody,
          response: { 200: documentFillingSchema },
        },
      },
      (request) =>
        fillings.setStatus(deps, authOf(request), request.params.lawFirmId, request.params.id, request.body.status),
    );
  };
