/** Bank accounts, a client's trust balances and the firm's bank details (billing.md §7, screen 13). */
import {
  BANK_ACCOUNT_TYPES,
  bankAccountResponse,
  bankAccountsResponse,
  bankDetailsSchema,
  bankRegisterCsvQuery,
  bankRegisterQuery,
  bankRegisterResponse,
  clientTrustBalancesSchema,
  clientTrustFloorsSchema,
  createBankAccountRequest,
  idParam,
  setTrustFloorRequest,
  updateBankDetailsRequest,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import * as bankDetails from './bank-details.js';
import { bankRegister, bankRegisterCsv } from './register.js';
import * as banking from './service.js';
import * as trustFloors from './trust-floors.js';

const tags = ['banking'];

export const bankingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/bank-accounts',
      {
        schema: {
          tags,
          description:
            "The firm's bank accounts with their current balance. TRUST rows need VIEW_TRUST_ACCOUNTS, OFFICE rows VIEW_BANK_ACCOUNTS.",
          querystring: z.object({ type: z.enum(BANK_ACCOUNT_TYPES).optional() }),
          response: { 200: bankAccountsResponse },
        },
      },
      (request) => banking.listBankAccounts(db, authOf(request), request.query.type),
    );

    app.post(
      '/bank-accounts',
      {
        schema: {
          tags,
          description: 'TRUST needs create on trust_accounts and starts at 0; OFFICE needs create on bank_accounts.',
          body: createBankAccountRequest,
          response: { 201: bankAccountResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await banking.createBankAccount(db, authOf(request), request.body, request.ip)),
    );

    app.get(
      '/bank-accounts/:accountId/register',
      {
        schema: {
          tags,
          description:
            "The account's movements, oldest first, with the balance after each; TRUST needs VIEW_TRUST_ACCOUNTS, OFFICE VIEW_BANK_ACCOUNTS.",
          params: z.object({ accountId: idParam }),
          querystring: bankRegisterQuery,
          response: { 200: bankRegisterResponse },
        },
      },
      (request) => bankRegister(db, authOf(request), request.params.accountId, request.query),
    );

    app.get(
      '/bank-accounts/:accountId/register.csv',
      {
        schema: {
          tags,
          description: 'The register of the date range as a CSV file with a header row.',
          params: z.object({ accountId: idParam }),
          querystring: bankRegisterCsvQuery,
        },
      },
      async (request, reply) => {
        const csv = await bankRegisterCsv(db, authOf(request), request.params.accountId, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.text);
      },
    );

    app.get(
      '/trust/balances/client/:clientId',
      {
        schema: {
          tags,
          description:
            "A client's trust money: client level, each matter, and the total (VIEW_TRUST_ACCOUNTS or RECORD_PAYMENT).",
          params: z.object({ clientId: idParam }),
          response: { 200: clientTrustBalancesSchema },
        },
      },
      (request) => banking.clientTrustBalances(db, authOf(request), request.params.clientId),
    );

    app.get(
      '/trust/floors/client/:clientId',
      {
        schema: {
          tags,
          description:
            "Evergreen retainers: the client's trust balance floors, its own (case_id null) and its matters' " +
            '(VIEW_TRUST_ACCOUNTS or RECORD_PAYMENT).',
          params: z.object({ clientId: idParam }),
          response: { 200: clientTrustFloorsSchema },
        },
      },
      (request) => trustFloors.clientTrustFloors(db, authOf(request), request.params.clientId),
    );

    app.put(
      '/trust/floors/client/:clientId',
      {
        schema: {
          tags,
          description:
            'Sets one floor (case_id null: the client level; a matter of the client), or removes it with floor null. ' +
            'Needs update on trust accounts.',
          params: z.object({ clientId: idParam }),
          body: setTrustFloorRequest,
          response: { 200: clientTrustFloorsSchema },
        },
      },
      (request) =>
        trustFloors.setClientTrustFloor(db, authOf(request), request.params.clientId, request.body, request.ip),
    );

    app.get(
      '/law-firm/bank-details',
      {
        preHandler: requirePermission('VIEW_SETTINGS'),
        schema: { tags, response: { 200: bankDetailsSchema } },
      },
      (request) => bankDetails.getBankDetails(db, authOf(request)),
    );

    app.put(
      '/law-firm/bank-details',
      {
        preHandler: requireAbility('update', 'settings'),
        schema: { tags, body: updateBankDetailsRequest, response: { 200: bankDetailsSchema } },
      },
      (request) => bankDetails.updateBankDetails(db, authOf(request), request.body, request.ip),
    );
  };
