/**
 * Places in addresses. A picked country, state or city is {id, name} with the data set's id;
 * one typed by hand is {id: null, name}. Country ids are ISO 3166-1 alpha-2 codes.
 */
import { z } from 'zod';
import { singleLine } from './primitives.js';

export const PLACE_NAME_MAX = 120;

export const placeRefSchema = z.object({
  id: z.string().max(64).nullable(),
  name: singleLine().min(1).max(PLACE_NAME_MAX),
});
export type PlaceRef = z.infer<typeof placeRefSchema>;

/** One option of a country, state or city picker, named in the requested language. */
export const geoOptionSchema = z.object({ id: z.string(), name: z.string() });
export type GeoOption = z.infer<typeof geoOptionSchema>;

export const DEFAULT_COUNTRY_ID = 'US';
/** The phone input's default country (libphonenumber-js code). */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** An address as forms edit it and the API answers it. */
export const addressSchema = z.object({
  street: singleLine().max(PLACE_NAME_MAX).nullable(),
  city: placeRefSchema.nullable(),
  state: placeRefSchema.nullable(),
  postal_code: singleLine().max(PLACE_NAME_MAX).nullable(),
  country: placeRefSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/geo/countries?locale= and .../states?locale=: names in that language (English by default). */
export const geoLocaleQuery = z.object({ locale: z.enum(['en', 'ar']).default('en') });

export const CITY_SEARCH_DEFAULT_LIMIT = 20;
export const CITY_SEARCH_MAX_LIMIT = 100;

/** GET /api/geo/countries/{countryId}/states/{stateId}/cities?q=&limit= */
export const citySearchQuery = z.object({
  q: z.string().trim().max(PLACE_NAME_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(CITY_SEARCH_MAX_LIMIT).default(CITY_SEARCH_DEFAULT_LIMIT),
});
export type CitySearchQuery = z.infer<typeof citySearchQuery>;

export const geoOptionList = z.array(geoOptionSchema);
