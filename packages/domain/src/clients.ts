/**
 * Clients: the add-client form (form data), the full client form with an address (multipart), the
 * client entity and the paginated client list. Rules of the spec's §5 "Add client" and "Client
 * add/edit form"; the same schemas validate in the browser and on the server.
 */
import { z } from 'zod';
import { CLIENT_GENDERS } from './cases.js';
import { emailSchema, paginationQuery } from './common.js';
import { addressSchema, PLACE_NAME_MAX, placeRefSchema } from './geo.js';
import { checkImmigrationDates, immigrationFields, immigrationSchema } from './immigration.js';
import { CLIENT_SORT_COLUMNS, exportQueryOf, sortParams } from './list-sorting.js';
import { singleLine } from './primitives.js';

export const CLIENT_NAME_MAX = 100;
export const CLIENT_PHONE_MIN = 10;
export const CLIENT_PHONE_MAX = 14;
export const CLIENTS_PAGE_SIZE = 20;
export const CLIENTS_SEARCH_MAX = 100;

export const clientGenderSchema = z.enum(CLIENT_GENDERS);

const clientName = singleLine().min(1).max(CLIENT_NAME_MAX);

/** Empty text (as forms send it) means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Optional phone: 10 to 14 characters once trimmed (an E.164 number like +12025550123 is 12). */
export const clientPhoneSchema = z.preprocess(
  blankToUndefined,
  singleLine().min(CLIENT_PHONE_MIN).max(CLIENT_PHONE_MAX).optional(),
);

/** Only an http(s) address; used to build the link to the new client's page, never fetched or mailed. */
export const baseUrlSchema = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
);

/** POST /law-firm/{lawFirmId}/add-client (form data). */
export const addClientRequest = z.object({
  first_name: clientName,
  middle_name: clientName,
  last_name: clientName,
  gender: clientGenderSchema,
  email: emailSchema,
  phone_number: clientPhoneSchema,
  base_url: baseUrlSchema,
});
export type AddClientInput = z.input<typeof addClientRequest>;
export type AddClientRequest = z.output<typeof addClientRequest>;

/** The address of the full client form: street, postal code, country and city required; state optional. */
export const clientAddressRequest = z.object({
  street: singleLine().min(1).max(PLACE_NAME_MAX),
  city: placeRefSchema,
  state: placeRefSchema.nullable().optional(),
  postal_code: singleLine().min(1).max(PLACE_NAME_MAX),
  country: placeRefSchema,
});

/**
 * POST /law-firm/{lawFirmId}/client and PUT /client/{clientId} (multipart, address[...] parts), with
 * the client's immigration facts as plain parts: a part left out keeps what is stored, an empty one
 * clears it. The date checks run even when another field failed, so one answer names every problem.
 */
export const clientRequest = z
  .object({
    first_name: clientName,
    middle_name: clientName,
    last_name: clientName,
    gender: z.preprocess(blankToUndefined, clientGenderSchema.optional()),
    email: emailSchema,
    phone_number: clientPhoneSchema,
    address: clientAddressRequest,
    ...immigrationFields,
  })
  .superRefine((value, ctx) => checkImmigrationDates(value as Record<string, unknown>, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ClientInput = z.input<typeof clientRequest>;
export type ClientRequest = z.output<typeof clientRequest>;

/** A case of the client, as the client entity lists it. */
export const clientLegalCaseSchema = z.object({ id: z.number().int(), title: z.string(), status: z.string() });

/** The client entity (§3). `legal_case` is null for users who may not see cases. */
export const clientSchema = z
  .object({
    id: z.number().int(),
    law_firm_id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    gender: z.string().nullable(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    address: addressSchema,
    image: z.string().nullable(),
    legal_case: z.array(clientLegalCaseSchema).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .extend(immigrationSchema.shape);
export type Client = z.infer<typeof clientSchema>;

export const clientResponse = z.object({ client: clientSchema });
export type ClientResponse = z.infer<typeof clientResponse>;

export const addClientResponse = z.object({
  client: clientSchema,
  /** The new client's page under the caller's base_url, when one was sent. */
  profile_url: z.string().nullable(),
});
export type AddClientResponse = z.infer<typeof addClientResponse>;

/** GET /law-firm/{lawFirmId}/client?q=&page=&page_size= */
export const clientListQuery = paginationQuery.extend({
  q: z.string().trim().max(CLIENTS_SEARCH_MAX).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
  ...sortParams(CLIENT_SORT_COLUMNS),
});

/** The clients list as CSV: the list's filter and order, every page. */
export const clientExportQuery = exportQueryOf(clientListQuery);
export type ClientExportQuery = z.infer<typeof clientExportQuery>;
export type ClientListQuery = z.input<typeof clientListQuery>;

export const clientListItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** ISO code of a country picked from the list (null when typed by hand), so it is named in the reader's language. */
  country_id: z.string().nullable(),
  created_at: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListResponse = z.object({
  clients: z.array(clientListItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ClientListResponse = z.infer<typeof clientListResponse>;

/**
 * "First Middle Last", skipping what is missing: the one way a client's name is written (forms, the
 * signed PDF's caption, mails, the portal invitation, lists), so the middle name is never lost.
 */
export function clientFullName(client: {
  first_name: string | null;
  middle_name?: string | null;
  last_name: string | null;
}): string {
  return [client.first_name, client.middle_name, client.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** clientFullName of a database row (camelCase columns). */
export function clientRowName(row: { firstName: string; middleName?: string | null; lastName: string }): string {
  return clientFullName({ first_name: row.firstName, middle_name: row.middleName, last_name: row.lastName });
}

/** "Family, First Middle": how US forms ask for a full name ("Name (Family, First, Middle)"). */
export function clientFormName(client: { first_name: string; middle_name?: string | null; last_name: string }): string {
  const given = [client.first_name, client.middle_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [client.last_name.trim(), given].filter(Boolean).join(', ');
}
