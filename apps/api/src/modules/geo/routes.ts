import { citySearchQuery, geoLocaleQuery, geoOptionList } from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { listCountries, listStates, searchCities } from './service.js';

const countryId = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
  .transform((id) => id.toUpperCase());
const stateId = z.string().min(1).max(20);

// The data changes only with a package upgrade; answers are per signed-in user, so only the browser caches them.
const CACHE_CONTROL = 'private, max-age=86400';

/**
 * Pickers of the address forms. Any signed-in user may read them: places are not firm data. The
 * countries are open to anyone, since the sign-up form asks for the new firm's country.
 */
export const geoRoutes =
  (_services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/geo/countries',
      {
        config: { public: true },
        schema: { tags: ['geo'], querystring: geoLocaleQuery, response: { 200: geoOptionList } },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return listCountries(request.query.locale);
      },
    );

    app.get(
      '/geo/countries/:countryId/states',
      {
        schema: {
          tags: ['geo'],
          params: z.object({ countryId }),
          querystring: geoLocaleQuery,
          response: { 200: geoOptionList },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return listStates(request.params.countryId, request.query.locale);
      },
    );

    app.get(
      '/geo/countries/:countryId/states/:stateId/cities',
      {
        schema: {
          tags: ['geo'],
          params: z.object({ countryId, stateId }),
          querystring: citySearchQuery,
          response: { 200: geoOptionList },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return searchCities(request.params.countryId, request.params.stateId, request.query);
      },
    );
  };
