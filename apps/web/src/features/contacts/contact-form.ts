/**
 * The add/edit contact form's values and rules (people-and-scheduling §5). The form checks the request it
 * would send against the API's own schema, so the screen and the server apply one set of rules.
 */
// The contacts strings this file names.
import '../../locales/contacts';
import {
  type Address,
  type Contact,
  type ContactRequest,
  type CreatableContactType,
  contactRequest,
  isFutureDate,
  type PlaceRef,
} from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { translatedErrorMap } from '../../lib/zod-errors';
import { emptyAddress } from '../../ui/address/AddressFields';

export interface ContactFormValues {
  name: string;
  contact_type: CreatableContactType | '';
  gender: string;
  date_of_birth: string;
  email: string;
  phone_number: string;
  current_address: Address;
  mail_address: Address;
  participant_type_ids: number[];
}

export const emptyMailAddress = (): Address => ({
  street: '',
  city: null,
  state: null,
  postal_code: '',
  country: null,
});

export function emptyContactForm(): ContactFormValues {
  return {
    name: '',
    contact_type: '',
    gender: '',
    date_of_birth: '',
    email: '',
    phone_number: '',
    current_address: emptyAddress(),
    mail_address: emptyMailAddress(),
    participant_type_ids: [],
  };
}

const sameAddress = (a: Address, b: Address) => JSON.stringify(a) === JSON.stringify(b);

/** The form of an existing contact; a mailing address equal to the current one shows as empty. */
export function contactToForm(contact: Contact): ContactFormValues {
  const current = { ...contact.current_address, street: contact.current_address.street ?? '' };
  const mail = sameAddress(contact.mail_address, contact.current_address)
    ? emptyMailAddress()
    : { ...contact.mail_address, street: contact.mail_address.street ?? '' };
  return {
    name: contact.name,
    contact_type: contact.contact_type === 'employee' ? '' : contact.contact_type,
    gender: contact.gender ?? '',
    date_of_birth: contact.date_of_birth ?? '',
    email: contact.email ?? '',
    phone_number: contact.phone_number ?? '',
    current_address: { ...current, postal_code: current.postal_code ?? '' },
    mail_address: { ...mail, postal_code: mail.postal_code ?? '' },
    participant_type_ids: contact.participant_type_ids,
  };
}

const text = (value: string | null | undefined) => value?.trim() ?? '';
const placeOf = (place: PlaceRef | null) => (place?.name.trim() ? place : null);

/** Only the parts that hold something. */
function compactAddress(address: Address): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  if (text(address.street)) parts.street = text(address.street);
  if (placeOf(address.city)) parts.city = address.city;
  if (placeOf(address.state)) parts.state = address.state;
  if (text(address.postal_code)) parts.postal_code = text(address.postal_code);
  if (placeOf(address.country)) parts.country = address.country;
  return parts;
}

export const isEmptyAddress = (address: Address) => Object.keys(compactAddress(address)).length === 0;

/**
 * The request body: only non-empty fields; gender and date of birth only for individuals; an empty mailing
 * address becomes a copy of the current one.
 */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  const body: Record<string, unknown> = {};
  if (text(values.name)) body.name = text(values.name);
  if (values.contact_type) body.contact_type = values.contact_type;
  if (values.contact_type === 'individual') {
    if (text(values.gender)) body.gender = text(values.gender);
    if (values.date_of_birth) body.date_of_birth = values.date_of_birth;
  }
  if (text(values.email)) body.email = text(values.email);
  if (text(values.phone_number)) body.phone_number = text(values.phone_number);
  const current = compactAddress(values.current_address);
  body.current_address = current;
  body.mail_address = isEmptyAddress(values.mail_address) ? current : compactAddress(values.mail_address);
  return body as ContactRequest;
}

/** Form field paths in the order they appear, so the first failing one can be brought into view. */
export const FIELD_ORDER = [
  'name',
  'contact_type',
  'gender',
  'date_of_birth',
  'email',
  'phone_number',
  'current_address.street',
  'current_address.country',
  'current_address.state',
  'current_address.city',
  'current_address.postal_code',
  'mail_address.street',
  'mail_address.country',
  'mail_address.state',
  'mail_address.city',
  'mail_address.postal_code',
] as const;
export type ContactFieldPath = (typeof FIELD_ORDER)[number];

/** An API or schema path ('current_address.city.name') as the form field it belongs to. */
export function fieldOf(path: readonly PropertyKey[]): ContactFieldPath | null {
  const [first, second] = path.map(String);
  const candidate = first === 'current_address' || first === 'mail_address' ? `${first}.${second}` : first;
  return (FIELD_ORDER as readonly string[]).includes(candidate ?? '') ? (candidate as ContactFieldPath) : null;
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Every failing field with its translated message, in form order. */
export function validateContactForm(
  values: ContactFormValues,
  t: TFunction,
  today = localToday(),
): Array<[ContactFieldPath, string]> {
  const base = translatedErrorMap(t);
  // A field left out of the request (only non-empty fields are sent) is a required one left empty.
  const errorMap = (issue: z.core.$ZodRawIssue) =>
    issue.input === undefined ? t('common:validation.required') : base(issue as never);
  // The schema's own rules carry English messages, which win over an error map: translate them here.
  const messageOf = (issue: z.core.$ZodIssue) =>
    issue.code === 'custom' && (issue.params as { reason?: string } | undefined)?.reason === 'required'
      ? t('common:validation.required')
      : issue.message;
  const errors = new Map<ContactFieldPath, string>();
  const result = contactRequest.safeParse(toContactRequest(values), { error: errorMap as never });
  const mailGiven = !isEmptyAddress(values.mail_address);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      // An empty mailing address is the current one: its faults are reported once, on the current address.
      if (!field || (field.startsWith('mail_address.') && !mailGiven) || errors.has(field)) continue;
      errors.set(field, messageOf(issue));
    }
  }
  if (values.contact_type === 'individual' && values.date_of_birth && isFutureDate(values.date_of_birth, today)) {
    errors.set('date_of_birth', t('contacts:form.errors.dateOfBirthFuture'));
  }
  return FIELD_ORDER.flatMap((field) =>
    errors.has(field) ? [[field, errors.get(field)!] as [ContactFieldPath, string]] : [],
  );
}
