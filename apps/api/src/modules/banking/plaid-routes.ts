/**
 * The plaid-banking calls (billing.md §7): linked institutions, the payment pickers' trust and office
 * accounts, and Plaid Link (link token, exchange, link an account). The completion page Plaid's Hosted
 * Link redirects the popup to is public: a popup carries no access token.
 */
import {
  bankAccountResponse,
  idParam,
  lawFirmAccountsResponse,
  officeAccountsResponse,
  plaidExchangeRequest,
  plaidLinkAccountRequest,
  plaidLinkTokenResponse,
  trustAccountsResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { LINK_COMPLETE_SCRIPT, linkCompletePage } from '../../integrations/plaid/link-pages.js';
import { authOf } from '../../platform/auth/plugin.js';
import * as plaidBanking from './plaid-service.js';
import * as banking from './service.js';

const tags = ['banking'];
const lawFirmParams = z.object({ lawFirmId: idParam });

export const plaidBankingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = services;

    app.get(
      '/plaid-banking/law-firm-accounts',
      { schema: { tags, response: { 200: lawFirmAccountsResponse } } },
      (request) => plaidBanking.lawFirmAccounts(db, services.plaid, authOf(request)),
    );

    app.get(
      '/plaid-banking/law-firm-trust-accounts/:lawFirmId',
      { schema: { tags, params: lawFirmParams, response: { 200: trustAccountsResponse } } },
      async (request) => ({
        trust_accounts: await banking.pickerAccounts(db, authOf(request), request.params.lawFirmId, 'TRUST'),
      }),
    );

    app.get(
      '/plaid-banking/law-firm-office-accounts/:lawFirmId',
      { schema: { tags, params: lawFirmParams, response: { 200: officeAccountsResponse } } },
      async (request) => ({
        office_accounts: await banking.pickerAccounts(db, authOf(request), request.params.lawFirmId, 'OFFICE'),
      }),
    );

    app.post(
      '/plaid-banking/link-token',
      { schema: { tags, response: { 200: plaidLinkTokenResponse } } },
      (request) => {
        const origin = config.appUrl ?? `${request.protocol}://${request.host}`;
        return plaidBanking.createLinkToken(db, services.plaid, authOf(request), origin, request.ip);
      },
    );

    app.post(
      '/plaid-banking/exchange',
      { schema: { tags, body: plaidExchangeRequest, response: { 200: lawFirmAccountsResponse } } },
      (request) => plaidBanking.exchangePublicToken(db, services.plaid, authOf(request), request.body, request.ip),
    );

    app.post(
      '/plaid-banking/link-account',
      { schema: { tags, body: plaidLinkAccountRequest, response: { 200: bankAccountResponse } } },
      (request) => plaidBanking.linkAccount(db, services.plaid, authOf(request), request.body, request.ip),
    );

    app.get(
      '/plaid-banking/link-complete',
      {
        config: { public: true },
        schema: { hide: true, querystring: z.object({ state: z.string().max(200).optional() }) },
      },
      async (request, reply) => {
        const state = request.query.state;
        const publicToken = state ? await plaidBanking.publicTokenOfState(db, services.plaid, state) : null;
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            // The popup comes back from Plaid's origin: it must keep its opener to post the token.
            .header('cross-origin-opener-policy', 'unsafe-none')
            .send(linkCompletePage(publicToken))
        );
      },
    );

    app.get(
      '/plaid-banking/link-complete.js',
      { config: { public: true }, schema: { hide: true } },
      async (_r, reply) => reply.type('text/javascript; charset=utf-8').send(LINK_COMPLETE_SCRIPT),
    );
  };
