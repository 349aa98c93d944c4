import { acceptTermsRequest, apiErrorSchema, termsStatusSchema } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { acceptTerms, termsStatus } from './service.js';

/**
 * Every staff user reads and accepts the terms for themselves: no permission beyond being signed in, and both
 * answer before the terms are accepted (every other staff call is refused until then, platform/auth/plugin.ts).
 */
export const termsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/terms-of-service',
      {
        config: { beforeTerms: true, beforeSecondFactor: true },
        schema: { tags: ['terms'], response: { 200: termsStatusSchema, 401: apiErrorSchema } },
      },
      async (request) => termsStatus(services.db, authOf(request).user),
    );

    app.post(
      '/terms-of-service/accept',
      {
        config: { beforeTerms: true, beforeSecondFactor: true },
        schema: {
          tags: ['terms'],
          body: acceptTermsRequest,
          response: { 200: termsStatusSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => acceptTerms(services.db, authOf(request).user, request.body.version, request.ip),
    );
  };
