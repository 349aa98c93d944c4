import {
  addEmployeeRequest,
  apiErrorSchema,
  changePasswordRequest,
  changePasswordResponse,
  EMPLOYEE_IMAGE_MAX_BYTES,
  employeeResponse,
  employeesQuery,
  employeesResponse,
  idParam,
  lightUserSchema,
  updateEmployeeRequest,
  usersResponse,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { setRefreshCookie } from '../../platform/auth/cookie.js';
import { authOf } from '../../platform/auth/plugin.js';
import { validationFailed } from '../../platform/errors.js';
import { multipartFile } from '../../platform/multipart.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import { addEmployeeInputFromForm, readFormFields } from './form-fields.js';
import * as invitations from './invitations.js';
import * as photo from './photo.js';
import { memberSecondFactor, resetSecondFactor } from './second-factor-reset.js';
import * as team from './service.js';

const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const firmParams = z.object({ lawFirmId: idParam });
const employeeParams = z.object({ id: idParam });

/** Field errors keyed like the global handler's ('address.city'), the first message per field. */
function parseOr400<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw validationFailed(fields);
}

export const teamRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      tokens: services.tokens,
      mailer: services.mailer,
      storage: services.storage,
      // Read at call time, so a suite may stand a recording queue in.
      get jobs() {
        return services.jobs;
      },
    };

    app.post(
      '/law-firm/:lawFirmId/employee',
      {
        preHandler: requirePermission('ADD_EMPLOYEE'),
        schema: {
          tags: ['team'],
          description:
            'Form data (or JSON): full_name, email, phone_number, position, address[street], address[postal_code], ' +
            'address[city], address[state], address[country] ({id, name} as JSON, or a name), rules and ' +
            'participant_types as JSON strings. The new employee is mailed a link to choose a password.',
          consumes: ['multipart/form-data', 'application/json'],
          params: firmParams,
          response: { 201: employeeResponse },
        },
      },
      async (request, reply) => {
        const raw = request.isMultipart() ? addEmployeeInputFromForm(await readFormFields(request)) : request.body;
        const input = parseOr400(addEmployeeRequest, raw);
        const auth = authOf(request);
        const employee = await team.addEmployee(
          deps,
          auth,
          request.params.lawFirmId,
          input,
          services.config.publicOrigin,
          clientInfo(request),
        );
        return reply.status(201).send({ employee });
      },
    );

    app.post(
      '/law-firm/employee/:id/invitation',
      {
        preHandler: requirePermission('ADD_EMPLOYEE'),
        schema: {
          tags: ['team'],
          description: 'Mails the employee a new link to choose a password; earlier links stop working.',
          params: employeeParams,
        },
      },
      async (request, reply) => {
        await invitations.resendInvitation(
          deps,
          authOf(request),
          request.params.id,
          services.config.publicOrigin,
          clientInfo(request),
        );
        return reply.status(204).send();
      },
    );

    app.get(
      '/law-firm/:lawFirmId/employees',
      {
        preHandler: requirePermission('VIEW_EMPLOYEES'),
        schema: {
          tags: ['team'],
          params: firmParams,
          querystring: employeesQuery,
          response: { 200: employeesResponse },
        },
      },
      (request) => team.employeesPage(services.db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/law-firm/:lawFirmId/users',
      {
        preHandler: requirePermission('VIEW_EMPLOYEES'),
        schema: { tags: ['team'], params: firmParams, querystring: employeesQuery, response: { 200: usersResponse } },
      },
      (request) => team.usersPage(services.db, authOf(request), request.params.lawFirmId, request.query),
    );

    // Pickers (case team leads, meeting attendees) need colleagues' names whatever the team permission.
    app.get(
      '/law-firm/users/light',
      { schema: { tags: ['team'], response: { 200: z.array(lightUserSchema) } } },
      (request) => team.lightUsers(services.db, authOf(request)),
    );

    app.get(
      '/law-firm/employee/:id',
      { schema: { tags: ['team'], params: employeeParams, response: { 200: employeeResponse } } },
      async (request) => ({ employee: await team.getEmployee(services.db, authOf(request), request.params.id) }),
    );

    app.put(
      '/law-firm/employee/:id',
      {
        schema: {
          tags: ['team'],
          params: employeeParams,
          body: updateEmployeeRequest,
          response: { 200: employeeResponse },
        },
      },
      async (request) => ({
        employee: await team.updateEmployee(
          services.db,
          authOf(request),
          request.params.id,
          request.body,
          clientInfo(request),
        ),
      }),
    );

    app.delete(
      '/law-firm/employee/:id',
      { preHandler: requireAbility('delete', 'employees'), schema: { tags: ['team'], params: employeeParams } },
      async (request, reply) => {
        await team.removeEmployee(services.db, authOf(request), request.params.id, clientInfo(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/law-firm/employee/:id/second-factor',
      {
        schema: {
          tags: ['team'],
          description: 'Whether the member has a second factor; administrators only (403), own firm only (404).',
          params: employeeParams,
          response: { 200: z.object({ enabled: z.boolean() }), 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => memberSecondFactor(services.db, authOf(request), request.params.id),
    );

    app.delete(
      '/law-firm/employee/:id/second-factor',
      {
        schema: {
          tags: ['team'],
          description:
            'An administrator removes another member’s authenticator app and recovery codes (audited, the member ' +
            'mailed in their language). 403 for anyone else, 404 for another firm’s member, 400 ' +
            'second_factor_not_enabled when there is none.',
          params: employeeParams,
          response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await resetSecondFactor(deps, authOf(request), request.params.id, clientInfo(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/law-firm/:lawFirmId/employee/:id/change-password',
      {
        // Guessing the current password with a stolen access token is slowed down like sign-in is.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['team'],
          params: z.object({ lawFirmId: idParam, id: idParam }),
          body: changePasswordRequest,
          response: { 200: changePasswordResponse },
        },
      },
      async (request, reply) => {
        const { lawFirmId, id } = request.params;
        const session = await invitations.changePassword(
          deps,
          authOf(request),
          lawFirmId,
          id,
          request.body,
          clientInfo(request),
        );
        setRefreshCookie(reply, session.refreshToken, services.config.cookieSecure);
        return { message: 'Your password was changed.', access_token: session.accessToken };
      },
    );

    app.put(
      '/law-firm/employee/:id/image',
      {
        schema: {
          tags: ['team'],
          description: 'Multipart with one PNG, JPEG or WebP file of at most 5 MiB.',
          consumes: ['multipart/form-data'],
          params: employeeParams,
          response: { 200: z.object({ image: z.string() }) },
        },
      },
      async (request) => {
        const image = await photo.updateImage(deps, authOf(request), request.params.id, async () => {
          if (!request.isMultipart()) return null;
          const file = await multipartFile(request, {
            limits: { fileSize: partLimit(EMPLOYEE_IMAGE_MAX_BYTES), files: 1 },
          });
          if (!file) return null;
          // A picture of at most 5 MiB, streamed to disk with its size bounded, is then read whole.
          const received = await receiveFile(request, file, { maxBytes: EMPLOYEE_IMAGE_MAX_BYTES });
          return { bytes: await readReceived(received), filename: received.filename };
        });
        return { image };
      },
    );

    app.get(
      '/law-firm/employee/:id/image',
      {
        schema: {
          tags: ['team'],
          params: employeeParams,
          querystring: z.object({ v: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await photo.readImage(deps, authOf(request), request.params.id);
        // The path changes with every new photo (its v), so a browser may keep this one for good.
        return reply.type(contentType).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
      },
    );
  };
