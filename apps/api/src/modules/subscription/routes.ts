import {
  addCardRequest,
  addCardResponse,
  apiErrorSchema,
  cardsResponse,
  changePlanRequest,
  changePlanResponse,
  idParam,
  plansResponse,
  subscriptionSchema,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requirePermission } from '../../platform/permissions.js';
import * as plans from './plan-changes.js';
import * as subscription from './service.js';

const idParams = z.object({ id: idParam });

export const subscriptionRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['subscription'];
    // Read at call time, so a suite can point the provider at the address it listens on.
    const deps = (): subscription.SubscriptionDeps => ({
      db: services.db,
      stripe: services.stripe,
      ...(services.now ? { now: services.now } : {}),
    });
    const manage = requirePermission('MANAGE_PAYMENT_CARD');

    app.get(
      '/subscription',
      {
        schema: {
          tags,
          description:
            'The firm’s plan with its limits, the caller’s usage, trial days left, the firm’s customer at the card ' +
            'provider (made on the first read) and its payment cards. Any staff member may read it.',
          response: { 200: subscriptionSchema },
        },
      },
      (request) => subscription.getSubscription(deps(), authOf(request)),
    );

    app.post(
      '/subscription/cards',
      {
        preHandler: manage,
        schema: {
          tags,
          description:
            'billing.md §7: saves the card a provider token stands for on the firm’s own customer (another ' +
            'customer is 404). The first card becomes the default. A refused card is 402 with the provider’s message.',
          body: addCardRequest,
          response: { 201: addCardResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await subscription.addCard(deps(), authOf(request), request.body)),
    );

    app.put(
      '/subscription/cards/:id/default',
      {
        preHandler: manage,
        schema: {
          tags,
          description: 'Makes the card the firm’s only default.',
          params: idParams,
          response: { 200: cardsResponse },
        },
      },
      (request) => subscription.makeDefaultCard(deps(), authOf(request), request.params.id),
    );

    app.delete(
      '/subscription/cards/:id',
      {
        preHandler: manage,
        schema: {
          tags,
          description: 'Removes the card at the provider and here; a deleted default passes to the newest card left.',
          params: idParams,
          response: { 200: cardsResponse },
        },
      },
      (request) => subscription.deleteCard(deps(), authOf(request), request.params.id),
    );

    // The plan paid through a subscription at the card provider (plan-changes.ts).
    const providerErrors = { 403: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema };

    app.get(
      '/subscription/plans',
      {
        schema: {
          tags,
          description: 'The paid plans, cheapest first, with their limits and monthly price. Any staff member.',
          response: { 200: plansResponse },
        },
      },
      () => plans.listPlans(),
    );

    app.put(
      '/subscription/plan',
      {
        preHandler: manage,
        schema: {
          tags,
          description:
            'Moves the firm to a paid plan through its subscription at the card provider, charged to the default ' +
            'card: a first plan starts a subscription (its first month charged now), another plan changes it with ' +
            'prorations on the next invoice, the same plan pays a past-due invoice again or withdraws a cancel. ' +
            'Needs MANAGE_PAYMENT_CARD. 400 no_default_card; 400 plan_users_exceeded when the plan allows fewer ' +
            'users than the firm’s active users; 400 plan_unchanged; 402 card_refused with the provider’s message ' +
            '(nothing changes).',
          body: changePlanRequest,
          response: { 200: changePlanResponse, 400: apiErrorSchema, 402: apiErrorSchema, ...providerErrors },
        },
      },
      (request) => plans.changePlan(deps(), authOf(request), request.body),
    );

    app.delete(
      '/subscription/plan',
      {
        preHandler: manage,
        schema: {
          tags,
          description:
            'Cancels the firm’s subscription at the end of its period: the firm keeps its plan until then. ' +
            'Needs MANAGE_PAYMENT_CARD. 400 no_subscription when none is running.',
          response: { 200: subscriptionSchema, 400: apiErrorSchema, ...providerErrors },
        },
      },
      (request) => plans.cancelPlan(deps(), authOf(request)),
    );
  };
