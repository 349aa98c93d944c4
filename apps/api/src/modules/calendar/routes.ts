/**
 * The calendar's calls (people-and-scheduling §7), exactly as the spec writes them. Reading needs only a
 * signed-in member of the firm; creating (meetings and appointments) needs ADD_MEETING, editing
 * EDIT_MEETING, deleting DELETE_MEETING.
 */
import {
  appointmentRequest,
  appointmentSchema,
  appointmentsQuery,
  CALENDAR_PROVIDERS,
  calendarDisconnectResponse,
  calendarEventSchema,
  calendarEventsQuery,
  deletedResponse,
  idParam,
  meetingRequest,
  meetingSchema,
} from '@counsel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { browserOf, calendarDeps } from './google-routes.js';
import { pushDeps } from './push-routes.js';
import * as calendar from './service.js';

const idParams = z.object({ id: idParam });
const userParams = z.object({ userId: idParam });
const firmParams = z.object({ lawFirmId: idParam });
const userAndIdParams = z.object({ userId: idParam, id: idParam });

/**
 * The calendar service's needs. Google's and Microsoft's providers are read through getters at call time
 * (tests point them at the port they listen on).
 */
export function calendarServiceDeps(services: AppServices, log: FastifyBaseLogger): calendar.CalendarDeps {
  const google = calendarDeps(services);
  return {
    db: google.db,
    secrets: google.secrets,
    config: google.config,
    now: google.now,
    mailer: services.mailer,
    publicOrigin: services.config.publicOrigin,
    log,
    get googleCalendar() {
      return services.googleCalendar;
    },
    get microsoft() {
      return services.microsoft;
    },
  };
}

export const calendarRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const deps = calendarServiceDeps(services, app.log);
    const tags = ['calendar'];

    // Reading the calendar: any signed-in member of the firm (the calendar page has no view flag).
    app.get(
      '/meeting/:userId/all-meetings',
      {
        schema: {
          tags,
          params: userParams,
          querystring: calendarEventsQuery,
          response: { 200: z.array(calendarEventSchema) },
        },
      },
      (request) =>
        calendar.listEvents(deps, authOf(request), request.params.userId, request.query, browserOf(services, request)),
    );

    app.get(
      '/case-receipt/appointments/law_firm/:lawFirmId',
      {
        schema: {
          tags,
          params: firmParams,
          querystring: appointmentsQuery,
          response: { 200: z.array(appointmentSchema) },
        },
      },
      (request) => calendar.listAppointments(deps, authOf(request), request.params.lawFirmId, request.query),
    );

    app.get(
      '/meeting/:id/get-meeting',
      { schema: { tags, params: idParams, response: { 200: meetingSchema } } },
      (request) => calendar.getMeeting(db, authOf(request), request.params.id),
    );

    app.post(
      '/meeting/:userId/add',
      {
        preHandler: requirePermission('ADD_MEETING'),
        schema: { tags, params: userParams, body: meetingRequest, response: { 201: meetingSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await calendar.createMeeting(
              deps,
              authOf(request),
              request.params.userId,
              request.body,
              browserOf(services, request),
            ),
          ),
    );

    app.put(
      '/meeting/:id/update',
      {
        preHandler: requirePermission('EDIT_MEETING'),
        schema: { tags, params: idParams, body: meetingRequest, response: { 200: meetingSchema } },
      },
      (request) =>
        calendar.updateMeeting(deps, authOf(request), request.params.id, request.body, browserOf(services, request)),
    );

    app.delete(
      '/meeting/:id/delete',
      {
        preHandler: requirePermission('DELETE_MEETING'),
        schema: { tags, params: idParams, response: { 200: deletedResponse } },
      },
      (request) => calendar.deleteMeeting(deps, authOf(request), request.params.id, browserOf(services, request)),
    );

    // Beyond the spec: the caller forgets their own Google or Microsoft connection (as connecting, read on the
    // calendar); the events imported from it go, the meetings made through it stay.
    app.delete(
      '/calendar-connections/:provider',
      {
        preHandler: requireAbility('read', 'calendar'),
        schema: {
          tags,
          params: z.object({ provider: z.enum(CALENDAR_PROVIDERS) }),
          response: { 200: calendarDisconnectResponse },
        },
      },
      (request) => calendar.disconnectCalendar(deps, authOf(request), request.params.provider, pushDeps(services)),
    );

    // Appointments are added with the same flag as meetings (§6: ADD_MEETING covers both).
    app.post(
      '/case-receipt/:userId/add_appointment',
      {
        preHandler: requirePermission('ADD_MEETING'),
        schema: { tags, params: userParams, body: appointmentRequest, response: { 201: appointmentSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await calendar.createAppointment(deps, authOf(request), request.params.userId, request.body)),
    );

    app.put(
      '/appointment/:id/update_appointment',
      {
        preHandler: requirePermission('EDIT_MEETING'),
        schema: { tags, params: idParams, body: appointmentRequest, response: { 200: appointmentSchema } },
      },
      (request) => calendar.updateAppointment(deps, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/case-receipt/:userId/delete-appointment/:id',
      {
        preHandler: requirePermission('DELETE_MEETING'),
        schema: { tags, params: userAndIdParams, response: { 200: deletedResponse } },
      },
      (request) => calendar.deleteAppointment(db, authOf(request), request.params.userId, request.params.id),
    );
  };
