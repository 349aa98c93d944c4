/** Document fillings: assigning employees to fill a form for a client (§7), their lists, and marking one done. */
import {
  caseMemberAssignmentRequest,
  caseMembersResponse,
  DOCUMENT_FILLING_MESSAGES,
  documentFillingKind,
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
import { validationFailed } from '../../platform/errors.js';
import { parseOrFail, readFormFields } from '../../platform/form-data.js';
import { assertCan, requireAbility } from '../../platform/permissions.js';
import * as caseMembers from '../cases/members/service.js';
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

    // With a form: a filling (create on forms). Without one but with a case: the spec's case member
    // assignment (update on cases), which sends employees to the same path from the case's page.
    app.post(
      '/law-firm/:firmId/document-filling',
      {
        schema: {
          tags,
          description:
            'Form data (or JSON). `employees` (a JSON list of employee ids) is what §7 names; the other fields say ' +
            'what the employees are assigned to, and `employees` alone is a 400 that says so. ' +
            '**Document filling** (when a form is named; create on forms and read on clients): the form by ' +
            '`form_title` (a public form’s number such as "I-130" or title, or a firm form’s title or PDF file name) ' +
            'or `form_url` (the address the form lists give, or a PDF named after the form), with `form_type` ' +
            '(public or law_firm) to narrow the search, or by `form_id` with `form_type`; `client_id`, which may be ' +
            'left out when `case_id` is sent (the case’s client); `case_id` (optional; "general" or empty = none); ' +
            'an optional `note`. Each assignee other than the caller is mailed a link to the filling screen. ' +
            '**Case member assignment** (no form named; update on cases): `employees` and `case_id`; answers 201 ' +
            'with the case members.',
          consumes: ['multipart/form-data', 'application/json'],
          params: z.object({ firmId: idParam }),
          response: { 201: z.union([documentFillingSchema, caseMembersResponse]) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const fields = await readFormFields(request);
        const kind = documentFillingKind(fields);
        if (kind === null) {
          throw validationFailed(
            { case_id: DOCUMENT_FILLING_MESSAGES.subjectRequired },
            DOCUMENT_FILLING_MESSAGES.subjectRequired,
          );
        }
        if (kind === 'case_members') {
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
