/**
 * The tracked status's calls. Staff: `GET /case-receipt/{id}/history` and the dashboard's
 * `GET /case-receipt/law_firm/{lawFirmId}/status-changes` (VIEW_CASES, as the receipt list). The client:
 * `GET /portal/receipts` and `GET /portal/receipts/{id}` behind the portal's own session, limited to the
 * clients the account stands for in its firm. While the USCIS sandbox stands in, `POST
 * /sandbox/uscis/recheck` runs the daily re-check at once for the caller's firm, so the flow can be clicked
 * through (and tested end to end) without waiting for the day's plan.
 */
import {
  idParam,
  portalReceiptResponse,
  portalReceiptsResponse,
  receiptHistoryResponse,
  statusChangesQuery,
  statusChangesResponse,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { notFound } from '../../platform/errors.js';
import { requireAbility, requirePermission } from '../../platform/permissions.js';
import { callerClientIds, portalCallerOf, requirePortalSession } from '../portal/session.js';
import * as tracked from './history.js';
import * as historyRepo from './history-repository.js';
import { type RecheckDeps, recheckAll } from './recheck.js';

const tags = ['case-receipts'];

export const caseReceiptHistoryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/case-receipt/:id/history',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description:
            'Every USCIS status the receipt was found in, newest first: USCIS’s title and text as sent, when it changed, when it was checked, and whether a person or the daily re-check found it.',
          params: z.object({ id: idParam }),
          response: { 200: receiptHistoryResponse },
        },
      },
      (request) => tracked.receiptHistory(db, authOf(request), request.params.id),
    );

    app.get(
      '/case-receipt/law_firm/:lawFirmId/status-changes',
      {
        preHandler: requirePermission('VIEW_CASES'),
        schema: {
          tags,
          description: 'How many of the firm’s receipts changed USCIS status in the last `days` (7), and the latest.',
          params: z.object({ lawFirmId: idParam }),
          querystring: statusChangesQuery,
          response: { 200: statusChangesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (request.params.lawFirmId !== auth.firm.id) throw notFound('Law firm');
        return tracked.statusChanges(db, auth, request.query);
      },
    );

    const signedIn = { public: true };
    const session = requirePortalSession(db);
    const portalTags = ['client portal'];

    app.get(
      '/portal/receipts',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags: portalTags, response: { 200: portalReceiptsResponse } },
      },
      async (request) => {
        const caller = portalCallerOf(request);
        const clientIds = await callerClientIds(db, caller);
        return { receipts: await tracked.portalReceipts(db, caller.lawFirmId, clientIds) };
      },
    );

    app.get(
      '/portal/receipts/:id',
      {
        config: signedIn,
        preHandler: session,
        schema: { tags: portalTags, params: z.object({ id: idParam }), response: { 200: portalReceiptResponse } },
      },
      async (request) => {
        const caller = portalCallerOf(request);
        const clientIds = await callerClientIds(db, caller);
        return { receipt: await tracked.portalReceipt(db, caller.lawFirmId, clientIds, request.params.id) };
      },
    );
  };

/** Served only while the USCIS sandbox stands in (app.ts). */
export const caseReceiptSandboxRecheckRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sandbox/uscis/recheck',
      { preHandler: requireAbility('update', 'cases'), schema: { hide: true } },
      async (request) => {
        const auth = authOf(request);
        const deps: RecheckDeps = {
          db: services.db,
          mailer: services.mailer,
          publicOrigin: services.config.publicOrigin,
          log: app.log,
          uscis: services.uscis,
        };
        // Every open receipt of the caller's firm, however recently checked: the sandbox's "next day".
        const due = await historyRepo.dueReceipts(services.db, new Date(Date.now() + 1000), 500, auth.firm.id);
        const targets = due.map((row) => ({
          lawFirmId: row.lawFirmId,
          caseReceiptId: row.id,
          receiptNumber: row.receiptNumber,
        }));
        return recheckAll(deps, targets, () => new Date());
      },
    );
  };
