/**
 * The signed-in user's own reminder setting (issue 39): `GET` and `PUT /calendar-settings`. Any member of
 * the firm, for themselves only, so no id is in the path.
 */
import { calendarSettingsSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import * as settings from './reminder-settings.js';

export const calendarSettingsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const tags = ['calendar'];

    app.get(
      '/calendar-settings',
      {
        schema: {
          tags,
          description: 'How long before a meeting or appointment the caller is mailed a reminder (0: off).',
          response: { 200: calendarSettingsSchema },
        },
      },
      (request) => settings.getCalendarSettings(db, authOf(request)),
    );

    app.put(
      '/calendar-settings',
      { schema: { tags, body: calendarSettingsSchema, response: { 200: calendarSettingsSchema } } },
      (request) => settings.setCalendarSettings(db, authOf(request), request.body),
    );
  };
