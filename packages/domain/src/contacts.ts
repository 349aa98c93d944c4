/**
 * Contacts: the people and organisations a firm deals with (people-and-scheduling §3, §5, §7).
 * Every client is also a contact (related_entity_type 'client'); employees are listed in contact shape
 * but are users, not contact rows.
 */
import { z } from 'zod';
import { emailSchema, paginationQuery } from './common.js';
import { addressSchema, PLACE_NAME_MAX, placeRefSchema } from './geo.js';
import { CONTACT_SORT_COLUMNS, exportQueryOf, sortParams } from './list-sorting.js';
import { calendarDate, singleLine } from './primitives.js';

export const CONTACT_TYPES = [
  'individual',
  'company',
  'government_agency',
  'court',
  'law_firm',
  'school',
  'other',
  'employee',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** What the add-contact form offers: every type but employee (employees are the firm's users). */
export const CREATABLE_CONTACT_TYPES = [
  'individual',
  'company',
  'government_agency',
  'court',
  'law_firm',
  'school',
  'other',
] as const satisfies readonly ContactType[];
export type CreatableContactType = (typeof CREATABLE_CONTACT_TYPES)[number];

/** Organisations speak through a primary contact; individuals and employees have none. */
export const ORGANISATION_CONTACT_TYPES = CREATABLE_CONTACT_TYPES.filter((type) => type !== 'individual');
export const isOrganisationType = (type: string): boolean =>
  (ORGANISATION_CONTACT_TYPES as readonly string[]).includes(type);

/** Genders the form offers (the client list's); the API accepts any text up to the spec's limit. */
export const CONTACT_GENDERS = ['MALE', 'FEMALE', 'PreferNotToSay', 'other'] as const;

/** The spec's field limits (§9). */
export const CONTACT_LIMITS = {
  name: 255,
  email: 255,
  phone: 14,
  contactType: 255,
  gender: 50,
  addressPart: PLACE_NAME_MAX,
} as const;

export const CONTACT_MESSAGES = {
  genderRequired: 'Gender is required for individuals',
  dateOfBirthRequired: 'Date of birth is required for individuals',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  retrieveEmailRequired: 'Email is required to retrieve contact',
  deletedContact: 'A deleted contact has this email. Retrieve it instead of adding a new one.',
  contactExists: 'A contact with this email already exists.',
} as const;

/** Optional text: trimmed, an empty value counts as absent. */
const optionalText = (max: number) =>
  singleLine()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** "true"/"false" in a query string. */
export const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** A contact's current address: country and city required, the rest optional (§5). */
export const contactCurrentAddressInput = z.object({
  country: placeRefSchema,
  city: placeRefSchema,
  state: placeRefSchema.nullish().transform((value) => value ?? null),
  street: optionalText(CONTACT_LIMITS.addressPart),
  postal_code: optionalText(CONTACT_LIMITS.addressPart),
});

/** The mailing address: every part optional; when all are empty the current address is used. */
export const contactMailAddressInput = z.object({
  country: placeRefSchema.nullish().transform((value) => value ?? null),
  city: placeRefSchema.nullish().transform((value) => value ?? null),
  state: placeRefSchema.nullish().transform((value) => value ?? null),
  street: optionalText(CONTACT_LIMITS.addressPart),
  postal_code: optionalText(CONTACT_LIMITS.addressPart),
});
export type ContactMailAddressInput = z.output<typeof contactMailAddressInput>;

export const isEmptyMailAddress = (address: ContactMailAddressInput | null | undefined): boolean =>
  !address || Object.values(address).every((part) => part === null);

/** Create and edit (POST /contacts, PUT /contacts/{id}). Only non-empty fields need be sent. */
export const contactRequest = z
  .object({
    name: singleLine().min(1).max(CONTACT_LIMITS.name),
    email: emailSchema.nullish().transform((value) => value ?? null),
    phone_number: optionalText(CONTACT_LIMITS.phone),
    contact_type: z.enum(CREATABLE_CONTACT_TYPES),
    gender: optionalText(CONTACT_LIMITS.gender),
    date_of_birth: calendarDate.nullish().transform((value) => value ?? null),
    current_address: contactCurrentAddressInput,
    mail_address: contactMailAddressInput.nullish().transform((value) => value ?? null),
    /** An organisation's primary contact (an individual contact of the firm); left out, it stays as it is. */
    primary_contact_id: z.number().int().positive().nullish(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.contact_type !== 'individual') return;
      if (!value.gender) {
        ctx.addIssue({
          code: 'custom',
          path: ['gender'],
          message: CONTACT_MESSAGES.genderRequired,
          params: { reason: 'required' },
        });
      }
      if (!value.date_of_birth) {
        ctx.addIssue({
          code: 'custom',
          path: ['date_of_birth'],
          message: CONTACT_MESSAGES.dateOfBirthRequired,
          params: { reason: 'required' },
        });
      }
    },
    // Also when other fields failed, so every fault is reported at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactInput = z.output<typeof contactRequest>;

/** True when a YYYY-MM-DD date comes after `today` (also YYYY-MM-DD); both compare as text. */
export const isFutureDate = (date: string, today: string): boolean => date > today;

export const createContactResponse = z.object({ id: z.number().int() });

export const RELATED_ENTITY_TYPES = ['client', 'employee'] as const;

/** The light shape (details=false), enough for pickers. Employees have no contact id: id is null. */
export const contactLightSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  contact_type: z.enum(CONTACT_TYPES),
  related_entity_type: z.enum(RELATED_ENTITY_TYPES).nullable(),
  related_entity_id: z.number().int().nullable(),
});
export type ContactLight = z.infer<typeof contactLightSchema>;

export const contactSchema = contactLightSchema.extend({
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  current_address: addressSchema,
  mail_address: addressSchema,
  participant_type_ids: z.array(z.number().int()),
  primary_contact_id: z.number().int().nullable(),
  primary_contact_name: z.string().nullable(),
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuery = paginationQuery.extend({
  /** Default true; false answers the light shape. */
  details: queryFlag,
  /** Only the contacts that stand for clients. */
  clients: queryFlag,
  /** Add the firm's employees (users) in contact shape. */
  employees: queryFlag,
  /** Name or email contains, case-insensitive. */
  q: z.string().trim().max(255).optional(),
  contact_type: z.enum(CONTACT_TYPES).optional(),
  ...sortParams(CONTACT_SORT_COLUMNS),
});
export type ContactListQuery = z.input<typeof contactListQuery>;
/** GET /contacts/export: the list's filter and order as CSV, every page. */
export const contactExportQuery = exportQueryOf(contactListQuery);
export type ContactExportQuery = z.infer<typeof contactExportQuery>;

const page = { page: z.number().int(), page_size: z.number().int(), total: z.number().int() };
export const contactPage = z.object({ contacts: z.array(contactSchema), ...page });
export type ContactPage = z.infer<typeof contactPage>;
export const contactLightPage = z.object({ contacts: z.array(contactLightSchema), ...page });
export type ContactLightPage = z.infer<typeof contactLightPage>;

const positiveId = z.number().int().positive();

export const contactParticipantTypesRequest = z.object({
  participant_type_id: z.array(positiveId).max(200),
});
export type ContactParticipantTypesRequest = z.infer<typeof contactParticipantTypesRequest>;
export const contactParticipantTypesResponse = z.object({
  contact_id: z.number().int(),
  participant_type_ids: z.array(z.number().int()),
});

/** Checked by the service, so a missing email answers the spec's own message. */
export const retrieveContactRequest = z.object({ email: z.string().max(CONTACT_LIMITS.email).nullish() });

export const primaryStatusResponse = z.object({ primary_contact_id: z.number().int().nullable() });
export type PrimaryStatus = z.infer<typeof primaryStatusResponse>;
export const setPrimaryContactRequest = z.object({ primary_contact_id: positiveId.nullable() });
export type SetPrimaryContactRequest = z.infer<typeof setPrimaryContactRequest>;
