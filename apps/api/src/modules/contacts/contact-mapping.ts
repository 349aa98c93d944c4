/** Rows to API shapes and validated requests to columns. */
import {
  type Address,
  CONTACT_MESSAGES,
  type Contact,
  type ContactInput,
  type ContactLight,
  dayIn,
  isEmptyMailAddress,
  isFutureDate,
  type PlaceRef,
} from '@counsel/domain';
import type { users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { validationFailed } from '../../platform/errors.js';
import type { ContactRow, ContactValues } from './repository.js';

const place = (name: string | null, id: string | null): PlaceRef | null => (name ? { id, name } : null);

function address(parts: {
  street: string | null;
  city: string | null;
  cityId: string | null;
  state: string | null;
  stateId: string | null;
  postalCode: string | null;
  country: string | null;
  countryId: string | null;
}): Address {
  return {
    street: parts.street,
    city: place(parts.city, parts.cityId),
    state: place(parts.state, parts.stateId),
    postal_code: parts.postalCode,
    country: place(parts.country, parts.countryId),
  };
}

export function toContact(row: ContactRow, primaryName: string | null, typeIds: number[]): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    contact_type: row.contactType as Contact['contact_type'],
    related_entity_type: row.relatedEntityType as Contact['related_entity_type'],
    related_entity_id: row.relatedEntityId,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    current_address: address({
      street: row.currentStreet,
      city: row.currentCity,
      cityId: row.currentCityId,
      state: row.currentState,
      stateId: row.currentStateId,
      postalCode: row.currentPostalCode,
      country: row.currentCountry,
      countryId: row.currentCountryId,
    }),
    mail_address: address({
      street: row.mailStreet,
      city: row.mailCity,
      cityId: row.mailCityId,
      state: row.mailState,
      stateId: row.mailStateId,
      postalCode: row.mailPostalCode,
      country: row.mailCountry,
      countryId: row.mailCountryId,
    }),
    participant_type_ids: typeIds,
    primary_contact_id: primaryName === null ? null : row.primaryContactId,
    primary_contact_name: primaryName,
    created_at: row.createdAt.toISOString(),
  };
}

/** An employee in contact shape: no contact row, so no contact id; related_entity_id is the user's id. */
export function employeeToContact(user: typeof users.$inferSelect, typeIds: number[]): Contact {
  const home = address(user);
  return {
    id: null,
    name: user.fullName,
    email: user.email,
    phone_number: user.phoneNumber,
    contact_type: 'employee',
    related_entity_type: 'employee',
    related_entity_id: user.id,
    gender: null,
    date_of_birth: null,
    current_address: home,
    mail_address: home,
    participant_type_ids: typeIds,
    primary_contact_id: null,
    primary_contact_name: null,
    created_at: user.createdAt.toISOString(),
  };
}

export const toLight = (contact: Contact): ContactLight => ({
  id: contact.id,
  name: contact.name,
  email: contact.email,
  phone_number: contact.phone_number,
  contact_type: contact.contact_type,
  related_entity_type: contact.related_entity_type,
  related_entity_id: contact.related_entity_id,
});

/** Columns from a validated request: organisations have no gender or birth date; an empty mailing address copies the current one. */
export function toValues(auth: AuthContext, input: ContactInput): ContactValues {
  const individual = input.contact_type === 'individual';
  if (individual && input.date_of_birth && isFutureDate(input.date_of_birth, dayIn(auth.firm.timeZone))) {
    throw validationFailed({ date_of_birth: CONTACT_MESSAGES.dateOfBirthFuture });
  }
  const current = input.current_address;
  const mail = isEmptyMailAddress(input.mail_address) ? current : input.mail_address!;
  return {
    name: input.name,
    email: input.email,
    phoneNumber: input.phone_number,
    contactType: input.contact_type,
    gender: individual ? input.gender : null,
    dateOfBirth: individual ? input.date_of_birth : null,
    currentStreet: current.street,
    currentCity: current.city.name,
    currentCityId: current.city.id,
    currentState: current.state?.name ?? null,
    currentStateId: current.state?.id ?? null,
    currentPostalCode: current.postal_code,
    currentCountry: current.country.name,
    currentCountryId: current.country.id,
    mailStreet: mail.street,
    mailCity: mail.city?.name ?? null,
    mailCityId: mail.city?.id ?? null,
    mailState: mail.state?.name ?? null,
    mailStateId: mail.state?.id ?? null,
    mailPostalCode: mail.postal_code,
    mailCountry: mail.country?.name ?? null,
    mailCountryId: mail.country?.id ?? null,
  };
}
