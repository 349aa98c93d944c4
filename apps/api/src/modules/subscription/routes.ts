import { addCardRequest, addCardResponse, cardsResponse, idParam, subscriptionSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { requirePermission } from '../../platform/permissions.js';
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
  };
