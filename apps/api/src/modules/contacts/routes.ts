import {
  contactExportQuery,
  contactLightPage,
  contactListQuery,
  contactPage,
  contactParticipantTypesRequest,
  contactParticipantTypesResponse,
  contactRequest,
  contactSchema,
  createContactResponse,
  idParam,
  primaryStatusResponse,
  retrieveContactRequest,
  setPrimaryContactRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import { sendCsv } from '../../platform/csv.js';
import { requireAbility } from '../../platform/permissions.js';
import { exportContactsCsv } from './export.js';
import * as contacts from './service.js';

const idParams = z.object({ id: idParam });

export const contactRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const tags = ['contacts'];

    app.get(
      '/contacts',
      {
        preHandler: requireAbility('read', 'contacts'),
        schema: { tags, querystring: contactListQuery, response: { 200: z.union([contactPage, contactLightPage]) } },
      },
      async (request) => contacts.listContacts(await readDb(services, request), authOf(request), request.query),
    );

    app.get(
      '/contacts/export',
      { preHandler: requireAbility('read', 'contacts'), schema: { tags, querystring: contactExportQuery } },
      async (request, reply) =>
        sendCsv(
          reply,
          'contacts',
          await exportContactsCsv(await readDb(services, request), authOf(request), request.query),
        ),
    );

    app.post(
      '/contacts',
      {
        preHandler: requireAbility('create', 'contacts'),
        schema: { tags, body: contactRequest, response: { 201: createContactResponse } },
      },
      async (request, reply) => reply.status(201).send(await contacts.createContact(db, authOf(request), request.body)),
    );

    // Declared before /contacts/:id so the static path wins (Fastify matches static segments first anyway).
    app.put(
      '/contacts/retrieve-contact',
      {
        preHandler: requireAbility('create', 'contacts'),
        schema: { tags, body: retrieveContactRequest.nullish(), response: { 200: contactSchema } },
      },
      (request) => contacts.retrieveContact(db, authOf(request), request.body?.email),
    );

    app.get(
      '/contacts/:id',
      {
        preHandler: requireAbility('read', 'contacts'),
        schema: { tags, params: idParams, response: { 200: contactSchema } },
      },
      (request) => contacts.getContact(db, authOf(request), request.params.id),
    );

    app.put(
      '/contacts/:id',
      {
        preHandler: requireAbility('update', 'contacts'),
        schema: { tags, params: idParams, body: contactRequest, response: { 200: contactSchema } },
      },
      (request) => contacts.updateContact(db, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/contacts/:id',
      { preHandler: requireAbility('delete', 'contacts'), schema: { tags, params: idParams } },
      async (request, reply) => {
        await contacts.deleteContact(db, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // Attaching types is the second step of adding a contact, so whoever may add contacts may do it.
    app.post(
      '/contacts/:id/participant-types',
      {
        preHandler: requireAbility('create', 'contacts'),
        schema: {
          tags,
          params: idParams,
          body: contactParticipantTypesRequest,
          response: { 200: contactParticipantTypesResponse },
        },
      },
      (request) =>
        contacts.setParticipantTypes(db, authOf(request), request.params.id, request.body.participant_type_id),
    );

    app.get(
      '/contacts/:id/primary-status',
      {
        preHandler: requireAbility('read', 'contacts'),
        schema: { tags, params: idParams, response: { 200: primaryStatusResponse } },
      },
      (request) => contacts.primaryStatus(db, authOf(request), request.params.id),
    );

    app.put(
      '/contacts/:id/primary-contact',
      {
        preHandler: requireAbility('update', 'contacts'),
        schema: { tags, params: idParams, body: setPrimaryContactRequest, response: { 200: primaryStatusResponse } },
      },
      (request) => contacts.setPrimaryContact(db, authOf(request), request.params.id, request.body.primary_contact_id),
    );
  };
