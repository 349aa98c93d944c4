/**
 * The spec's two calls of the government lookup (§7), answered by this API rather than by USCIS directly:
 * POST /case-receipt/uscis-access-token and GET /case-receipt/government-case-status/{receipt}. Both need
 * VIEW_CASES (the spec names no receipt permission) and are refused at the plan's USCIS queries limit.
 */
import {
  governmentCaseStatusResponse,
  receiptParam,
  USCIS_TOKEN_HEADER,
  uscisAccessTokenResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requirePermission } from '../../platform/permissions.js';
import { governmentCaseStatus, issueAccessToken } from './lookups.js';

const tags = ['case-receipts'];

export const caseReceiptLookupRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: services.db,
      secrets: services.secrets,
      mailer: services.mailer,
      publicOrigin: services.config.publicOrigin,
      log: app.log,
      // Read at call time, so a suite can stand another USCIS in.
      get uscis() {
        return services.uscis;
      },
    };

    app.post(
      '/case-receipt/uscis-access-token',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description:
            'Checks that USCIS takes this server’s credentials and answers a lookup token for the signed-in user, sent back in x-uscis-access-token; 502 uscis_auth_failed ("Authentication Failed!") when USCIS refuses them.',
          response: { 200: uscisAccessTokenResponse },
        },
      },
      (request) => issueAccessToken(deps, authOf(request)),
    );

    app.get(
      '/case-receipt/government-case-status/:receipt',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description:
            'The USCIS case status of a receipt number (case_status), or USCIS’s message when it knows no such case. A found status counts one of the month’s USCIS queries (403 uscis_queries_limit at the limit) and is written on the firm’s receipt of that number.',
          params: receiptParam,
          headers: z.object({ [USCIS_TOKEN_HEADER]: z.string().max(200).optional() }),
          response: { 200: governmentCaseStatusResponse },
        },
      },
      (request) =>
        governmentCaseStatus(deps, authOf(request), request.params.receipt, request.headers[USCIS_TOKEN_HEADER]),
    );
  };
