/**
 * Field purposes: which form fields are facts about the client, and how a client's record fills
 * them. A purpose (`client.last_name`, ...) is recognised from the field's tooltip inside the parts
 * of the form that speak about the client; the prefill maps a client record to values by purpose.
 */
import { clientFormName } from './clients.js';
import type { CollaborationField, FormFieldType } from './forms.js';

export const FIELD_PURPOSES = [
  'client.full_name',
  'client.last_name',
  'client.first_name',
  'client.middle_name',
  'client.date_of_birth',
  'client.city_of_birth',
  'client.country_of_birth',
  'client.citizenship',
  'client.a_number',
  'client.uscis_online_account_number',
  'client.ssn',
  'client.passport_number',
  'client.gender_male',
  'client.gender_female',
  'client.marital_status',
  'client.address.street',
  'client.address.unit',
  'client.address.city',
  'client.address.state',
  'client.address.postal_code',
  'client.address.country',
  'client.phone',
  'client.mobile_phone',
  'client.email',
  'client.current_status',
  'client.last_entry_date',
  'client.i94_number',
] as const;
export type FieldPurpose = (typeof FIELD_PURPOSES)[number];

interface PurposeRule {
  purpose: FieldPurpose;
  pattern: RegExp;
  /** Only fields of these types (a "Sex. Select Male." checkbox, a "State" dropdown). */
  types?: readonly FormFieldType[];
  /** Only when the sub-headings also say this (an address part is a client fact only under an address heading). */
  context?: RegExp;
}

const ADDRESS = /address/i;

/** First match wins, so the narrower rules come first (city of birth before city). */
const PURPOSE_RULES: readonly PurposeRule[] = [
  { purpose: 'client.date_of_birth', pattern: /date of birth/i },
  { purpose: 'client.city_of_birth', pattern: /(city|town|village)[^.]*of birth/i },
  { purpose: 'client.country_of_birth', pattern: /country of birth/i },
  { purpose: 'client.citizenship', pattern: /country of (citizenship|nationality)/i },
  { purpose: 'client.last_name', pattern: /family name|last name/i },
  { purpose: 'client.first_name', pattern: /given name|first name/i },
  { purpose: 'client.middle_name', pattern: /middle name/i },
  // One box for the whole name, "Name (Family, First, Middle)": after the narrower rules above.
  { purpose: 'client.full_name', pattern: /\bname\s*\((family|last)\b[^)]*\bfirst\b/i },
  { purpose: 'client.last_entry_date', pattern: /date of (your )?last (arrival|entry)/i, types: ['date', 'text'] },
  { purpose: 'client.current_status', pattern: /current (immigration )?status/i, types: ['text', 'dropdown'] },
  {
    purpose: 'client.i94_number',
    pattern: /\bi ?-? ?94\b[^.]*number|arrival-departure record number/i,
    types: ['text', 'number'],
  },
  { purpose: 'client.a_number', pattern: /alien registration number|\ba-number\b/i, types: ['text', 'number'] },
  {
    purpose: 'client.uscis_online_account_number',
    pattern: /online account number|\(e ?l ?i ?s\) account number/i,
    types: ['text', 'number'],
  },
  { purpose: 'client.ssn', pattern: /social security number/i, types: ['text', 'number'] },
  { purpose: 'client.passport_number', pattern: /passport number/i, types: ['text', 'number'] },
  { purpose: 'client.gender_male', pattern: /\b(sex|gender)\b[^.]*\.\s*(select|check) male\b/i, types: ['checkbox'] },
  {
    purpose: 'client.gender_female',
    pattern: /\b(sex|gender)\b[^.]*\.\s*(select|check) female\b/i,
    types: ['checkbox'],
  },
  { purpose: 'client.marital_status', pattern: /marital status/i },
  { purpose: 'client.address.street', pattern: /street number and name/i, context: ADDRESS },
  {
    purpose: 'client.address.unit',
    pattern: /apartment, suite or floor/i,
    types: ['text', 'number'],
    context: ADDRESS,
  },
  { purpose: 'client.address.city', pattern: /city or town|\bcity\b(?! of birth)/i, context: ADDRESS },
  {
    purpose: 'client.address.state',
    pattern: /(select|enter) state\b/i,
    types: ['dropdown', 'text'],
    context: ADDRESS,
  },
  { purpose: 'client.address.postal_code', pattern: /zip code|postal code/i, context: ADDRESS },
  { purpose: 'client.address.country', pattern: /enter country\b/i, context: ADDRESS },
  { purpose: 'client.mobile_phone', pattern: /mobile (tele)?phone/i },
  { purpose: 'client.phone', pattern: /daytime (tele)?phone|\b(tele)?phone number/i },
  { purpose: 'client.email', pattern: /e-?mail address/i },
];

/**
 * Sub-headings inside a client part that are about someone or something else: parents, spouses,
 * children, other names, employers, past addresses, an "in care of" name, places of events.
 */
const SOMEONE_ELSE =
  /parent|spouse|child|other names|employ|address history|physical address \d|previous|prior|in care of|place of|marriage|certificate|admission|alternate|safe mailing|i - ?94|embassy|consulate|interpreter|preparer|attorney|representative|beneficiary|organization/i;

/** Section titles of a firm's own form that are not about the client (when no client parts are known). */
const NOT_CLIENT_SECTION = /attorney|representative|interpreter|preparer|beneficiary|additional information/i;

export interface PurposeInput {
  /** The tooltip after the part's title (sub-headings included), or the label. */
  label: string;
  type: FormFieldType;
  part: number | null;
  partTitle: string;
}

export function fieldPurposeOf(input: PurposeInput, options: { clientParts?: readonly number[] }): FieldPurpose | null {
  if (options.clientParts) {
    if (input.part === null || !options.clientParts.includes(input.part)) return null;
  } else if (NOT_CLIENT_SECTION.test(input.partTitle)) {
    return null;
  }
  // The sub-headings are what precedes the item's own sentence; the item itself may say "Spouse" only when
  // asking about one, which the sub-heading also says.
  if (SOMEONE_ELSE.test(input.label)) return null;
  for (const rule of PURPOSE_RULES) {
    if (rule.types && !rule.types.includes(input.type)) continue;
    if (rule.context && !rule.context.test(input.label)) continue;
    if (rule.pattern.test(input.label)) return rule.purpose;
  }
  return null;
}

/** The client facts the prefill reads: the client record as the API returns it. */
export interface ClientFacts {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  gender: string | null;
  email: string | null;
  phone_number: string | null;
  address: {
    street: string | null;
    city: { id: string | null; name: string } | null;
    state: { id: string | null; name: string } | null;
    postal_code: string | null;
    country: { id: string | null; name: string } | null;
  };
  date_of_birth: string | null;
  country_of_birth: string | null;
  citizenship: string | null;
  a_number: string | null;
  uscis_online_account_number: string | null;
  passport_number: string | null;
  /** The client record's immigration facts (absent from older callers' facts). */
  immigration_status?: string | null;
  last_entry_date?: string | null;
  i94_number?: string | null;
}

/** A stored immigration status as USCIS forms write it; OTHER says nothing a form can use. */
const STATUS_ON_FORMS: Record<string, string> = {
  US_CITIZEN: 'U.S. Citizen',
  LPR: 'Lawful Permanent Resident',
  CONDITIONAL_RESIDENT: 'Conditional Permanent Resident',
  H1B: 'H-1B',
  H4: 'H-4',
  L1: 'L-1',
  F1: 'F-1',
  J1: 'J-1',
  B1_B2: 'B-1/B-2',
  ASYLEE: 'Asylee',
  REFUGEE: 'Refugee',
  TPS: 'TPS',
  PAROLEE: 'Parolee',
  DACA: 'DACA',
  ADJUSTMENT_PENDING: 'Adjustment of Status Pending',
  NO_STATUS: 'No Status',
};

export interface PrefillOptions {
  /** A country's name from its ISO code (the record keeps codes); the code itself when not given. */
  countryName?: (code: string) => string;
}

/** `YYYY-MM-DD` → `MM/DD/YYYY`, the way US forms ask for dates. */
export function usFormDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** The text value of a purpose from the client's record, or null when the record does not hold it. */
function factOf(client: ClientFacts, purpose: FieldPurpose, options: PrefillOptions): string | boolean | null {
  const country = (code: string | null) => (code ? (options.countryName?.(code) ?? code) : null);
  const gender = client.gender?.toUpperCase();
  switch (purpose) {
    case 'client.full_name':
      return clientFormName(client);
    case 'client.last_name':
      return client.last_name;
    case 'client.first_name':
      return client.first_name;
    case 'client.middle_name':
      return client.middle_name;
    case 'client.date_of_birth':
      return client.date_of_birth ? usFormDate(client.date_of_birth) : null;
    case 'client.country_of_birth':
      return country(client.country_of_birth);
    case 'client.citizenship':
      return country(client.citizenship);
    case 'client.a_number':
      // Forms print the "A-" themselves and ask for the nine digits.
      return client.a_number?.replace(/^A/i, '') ?? null;
    case 'client.uscis_online_account_number':
      return client.uscis_online_account_number;
    case 'client.passport_number':
      return client.passport_number;
    case 'client.gender_male':
      return gender === 'MALE' ? true : gender === 'FEMALE' ? false : null;
    case 'client.gender_female':
      return gender === 'FEMALE' ? true : gender === 'MALE' ? false : null;
    case 'client.address.street':
      return client.address.street;
    case 'client.address.city':
      return client.address.city?.name ?? null;
    case 'client.address.state':
      return client.address.state?.name ?? null;
    case 'client.address.postal_code':
      return client.address.postal_code;
    case 'client.address.country':
      return client.address.country?.name ?? null;
    case 'client.phone':
    case 'client.mobile_phone':
      return client.phone_number;
    case 'client.email':
      return client.email;
    case 'client.current_status':
      return client.immigration_status ? (STATUS_ON_FORMS[client.immigration_status] ?? null) : null;
    case 'client.last_entry_date':
      return client.last_entry_date ? usFormDate(client.last_entry_date) : null;
    case 'client.i94_number':
      return client.i94_number ?? null;
    // Facts the client record does not keep (yet): left for the person filling the form.
    case 'client.city_of_birth':
    case 'client.ssn':
    case 'client.marital_status':
    case 'client.address.unit':
      return null;
  }
}

/** A dropdown's option for a value: by exact label, or a state's code (`US-CA`, `CA`) against a two-letter option. */
function matchOption(field: CollaborationField, value: string, code: string | null): string | null {
  const labels = field.options.map((option) => option.label);
  const lower = value.toLowerCase();
  const byLabel = labels.find((label) => label.toLowerCase() === lower);
  if (byLabel) return byLabel;
  const shortCode = code?.split('-').pop()?.toUpperCase();
  return labels.find((label) => label.toUpperCase() === shortCode) ?? null;
}

/**
 * Pre-fill values by field name for the client-related fields of a schema. Fields whose fact the
 * record lacks are left out, so what the form already holds stays.
 */
export function clientPrefillValues(
  client: ClientFacts,
  fields: readonly CollaborationField[],
  options: PrefillOptions = {},
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    const purpose = field.metadata.field_purpose as FieldPurpose | null;
    if (!field.client_related || !purpose || !FIELD_PURPOSES.includes(purpose)) continue;
    const fact = factOf(client, purpose, options);
    if (fact === null || fact === '') continue;
    if (field.type === 'checkbox') {
      if (typeof fact === 'boolean') values[field.name] = fact;
      continue;
    }
    if (typeof fact !== 'string') continue;
    if (field.type === 'dropdown' || field.type === 'radio') {
      const stateCode = purpose === 'client.address.state' ? (client.address.state?.id ?? null) : null;
      const option = matchOption(field, fact, stateCode);
      if (option) values[field.name] = option;
      continue;
    }
    values[field.name] = fact;
  }
  return values;
}
