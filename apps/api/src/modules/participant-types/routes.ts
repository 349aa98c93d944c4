import {
  idParam,
  participantTypeLightSchema,
  participantTypeListQuery,
  participantTypeRequest,
  participantTypeSchema,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility } from '../../platform/permissions.js';
import * as types from './service.js';

const firmParams = z.object({ lawFirmId: idParam });
const idParams = z.object({ id: idParam });

export const participantTypeRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const tags = ['participant types'];

    // Who may list is decided in the service: several screens pick participant types.
    app.get(
      '/participant_type/get_all_participant_types/law_firm/:lawFirmId',
      {
        schema: {
          tags,
          params: firmParams,
          querystring: participantTypeListQuery,
          response: { 200: z.union([z.array(participantTypeSchema), z.array(participantTypeLightSchema)]) },
        },
      },
      (request) => types.listParticipantTypes(db, authOf(request), request.params.lawFirmId, request.query),
    );

    app.post(
      '/participant_type/add-participant-type/:lawFirmId',
      {
        preHandler: requireAbility('create', 'participant_types'),
        schema: { tags, params: firmParams, body: participantTypeRequest, response: { 201: participantTypeSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await types.createParticipantType(db, authOf(request), request.params.lawFirmId, request.body)),
    );

    app.put(
      '/participant_type/:id',
      {
        preHandler: requireAbility('update', 'participant_types'),
        schema: { tags, params: idParams, body: participantTypeRequest, response: { 200: participantTypeSchema } },
      },
      (request) => types.updateParticipantType(db, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/participant_type/:id',
      { preHandler: requireAbility('delete', 'participant_types'), schema: { tags, params: idParams } },
      async (request, reply) => {
        await types.deleteParticipantType(db, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
