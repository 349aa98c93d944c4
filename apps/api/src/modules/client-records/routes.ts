/**
 * A client's family contacts, employers and schools. The add and update paths are the spec's; the list
 * and delete paths follow their style. Reading needs VIEW_CLIENTS, writing needs update on clients,
 * deleting needs manage on clients.
 */
import {
  employerRequest,
  employerSchema,
  employersResponse,
  familyContactRequest,
  familyContactSchema,
  familyContactsResponse,
  idParam,
  schoolPatchRequest,
  schoolRequest,
  schoolSchema,
  schoolsResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import * as employers from './employer-service.js';
import * as family from './family-service.js';
import * as schools from './school-service.js';

const tags = ['client records'];
const clientParams = z.object({ clientId: idParam });
const read = { preHandler: requirePermission('VIEW_CLIENTS') };
const write = { preHandler: requireAbility('update', 'clients') };
const remove = { preHandler: requireAbility('delete', 'clients') };
const noContent = { 204: z.null().describe('Deleted') };

export const clientRecordsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    // Family contacts
    app.get(
      '/client/:clientId/family-contacts',
      { ...read, schema: { tags, params: clientParams, response: { 200: familyContactsResponse } } },
      async (request) => ({
        family_contacts: await family.listFamilyContacts(db, authOf(request), request.params.clientId),
      }),
    );
    app.post(
      '/client/:clientId/add-contact',
      {
        ...write,
        schema: { tags, params: clientParams, body: familyContactRequest, response: { 201: familyContactSchema } },
      },
      async (request, reply) => {
        const contact = await family.addFamilyContact(db, authOf(request), request.params.clientId, request.body);
        return reply.status(201).send(contact);
      },
    );
    app.post(
      '/client/:clientId/update-client-family-contact/:contactId',
      {
        ...write,
        schema: {
          tags,
          params: z.object({ clientId: idParam, contactId: idParam }),
          body: familyContactRequest,
          response: { 200: familyContactSchema },
        },
      },
      async (request) => {
        const { clientId, contactId } = request.params;
        return family.updateFamilyContact(db, authOf(request), clientId, contactId, request.body);
      },
    );
    app.delete(
      '/client/:clientId/family-contacts/:contactId',
      { ...remove, schema: { tags, params: z.object({ clientId: idParam, contactId: idParam }), response: noContent } },
      async (request, reply) => {
        await family.deleteFamilyContact(db, authOf(request), request.params.clientId, request.params.contactId);
        return reply.status(204).send(null);
      },
    );

    // Employers
    app.get(
      '/client/:clientId/employers',
      { ...read, schema: { tags, params: clientParams, response: { 200: employersResponse } } },
      async (request) => ({ employers: await employers.listEmployers(db, authOf(request), request.params.clientId) }),
    );
    app.post(
      '/client/:clientId/add-client-employer',
      { ...write, schema: { tags, params: clientParams, body: employerRequest, response: { 201: employerSchema } } },
      async (request, reply) => {
        const employer = await employers.addEmployer(db, authOf(request), request.params.clientId, request.body);
        return reply.status(201).send(employer);
      },
    );
    app.put(
      '/client/:clientId/update-client-employer/:employerId',
      {
        ...write,
        schema: {
          tags,
          params: z.object({ clientId: idParam, employerId: idParam }),
          body: employerRequest,
          response: { 200: employerSchema },
        },
      },
      async (request) => {
        const { clientId, employerId } = request.params;
        return employers.updateEmployer(db, authOf(request), clientId, employerId, request.body);
      },
    );
    app.delete(
      '/client/:clientId/employers/:employerId',
      {
        ...remove,
        schema: { tags, params: z.object({ clientId: idParam, employerId: idParam }), response: noContent },
      },
      async (request, reply) => {
        await employers.deleteEmployer(db, authOf(request), request.params.clientId, request.params.employerId);
        return reply.status(204).send(null);
      },
    );

    // Schools
    app.get(
      '/client/:clientId/schools',
      { ...read, schema: { tags, params: clientParams, response: { 200: schoolsResponse } } },
      async (request) => ({ schools: await schools.listSchools(db, authOf(request), request.params.clientId) }),
    );
    app.post(
      '/client/:clientId/add-client-school',
      { ...write, schema: { tags, params: clientParams, body: schoolRequest, response: { 201: schoolSchema } } },
      async (request, reply) => {
        const school = await schools.addSchool(db, authOf(request), request.params.clientId, request.body);
        return reply.status(201).send(school);
      },
    );
    app.patch(
      '/client/:clientId/update-client-school/:schoolId',
      {
        ...write,
        schema: {
          tags,
          params: z.object({ clientId: idParam, schoolId: idParam }),
          body: schoolPatchRequest,
          response: { 200: schoolSchema },
        },
      },
      async (request) => {
        const { clientId, schoolId } = request.params;
        return schools.updateSchool(db, authOf(request), clientId, schoolId, request.body);
      },
    );
    app.delete(
      '/client/:clientId/schools/:schoolId',
      { ...remove, schema: { tags, params: z.object({ clientId: idParam, schoolId: idParam }), response: noContent } },
      async (request, reply) => {
        await schools.deleteSchool(db, authOf(request), request.params.clientId, request.params.schoolId);
        return reply.status(204).send(null);
      },
    );
  };
