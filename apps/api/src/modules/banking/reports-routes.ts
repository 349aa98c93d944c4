/** Trust accounting reports: a client's trust ledger and the three-way reconciliation (VIEW_TRUST_ACCOUNTS). */
import { clientLedgerQuery, clientLedgerResponse, idParam, threeWayQuery, threeWayReportSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { readDb } from '../../db/read-replica.js';
import { authOf } from '../../platform/auth/plugin.js';
import * as reports from './reports.js';

const tags = ['banking'];

export const trustReportRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/trust/reports/client-ledger/:clientId',
      {
        schema: {
          tags,
          description:
            "The client's trust movements, oldest first, with a running balance; from/to are days in the firm's time zone.",
          params: z.object({ clientId: idParam }),
          querystring: clientLedgerQuery,
          response: { 200: clientLedgerResponse },
        },
      },
      async (request) =>
        reports.clientLedger(await readDb(services, request), authOf(request), request.params.clientId, request.query),
    );

    app.get(
      '/trust/reports/three-way',
      {
        schema: {
          tags,
          description:
            'Bank balance vs trust ledger total vs the sum of client balances at the end of `date` in the firm time zone.',
          querystring: threeWayQuery,
          response: { 200: threeWayReportSchema },
        },
      },
      async (request) =>
        reports.threeWayReconciliation(await readDb(services, request), authOf(request), request.query),
    );
  };
