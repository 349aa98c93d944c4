/** The family contact form's values, and how they map to and from the API. */
// The clientRecords strings this file names.
import '../../../locales/clientRecords';
import {
  type DependentStatus,
  type FamilyContact,
  type FamilyContactRequest,
  familyContactRequest,
  MARRIAGE_FIELDS,
  type MarriageField,
  type RelationshipType,
} from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { numberOrNull, requestResolver, textOf, textOrNull } from './record-form';

export type FamilyFormValues = {
  relationship_type: RelationshipType | '';
  /** Whether the family member is an existing client, picked in `client_id` instead of typing names and email. */
  link_client: boolean;
  client_id: number | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
  /** ISO country codes; '' when not given. */
  country_of_birth: string;
  citizenship: string;
  lived_together_since: string;
  lived_together_until: string;
  dependent_status: DependentStatus | '';
  household_income: number | string;
  head_of_household: boolean;
  derivative_applicant: boolean;
  principal_applicant: boolean;
} & Record<MarriageField, string>;

const EMPTY_MARRIAGE = Object.fromEntries(MARRIAGE_FIELDS.map((field) => [field, ''])) as Record<MarriageField, string>;

export const EMPTY_FAMILY_VALUES: FamilyFormValues = {
  relationship_type: '',
  link_client: false,
  client_id: null,
  first_name: '',
  middle_name: '',
  last_name: '',
  email: '',
  date_of_birth: '',
  country_of_birth: '',
  citizenship: '',
  lived_together_since: '',
  lived_together_until: '',
  dependent_status: '',
  household_income: '',
  head_of_household: false,
  derivative_applicant: false,
  principal_applicant: false,
  ...EMPTY_MARRIAGE,
};

export const FAMILY_FIELDS = Object.keys(EMPTY_FAMILY_VALUES);

export function familyValuesOf(contact: FamilyContact | null): FamilyFormValues {
  if (!contact) return EMPTY_FAMILY_VALUES;
  const linked = contact.client_id !== null;
  return {
    relationship_type: contact.relationship_type,
    link_client: linked,
    client_id: contact.client_id,
    first_name: linked ? '' : textOf(contact.first_name),
    middle_name: linked ? '' : textOf(contact.middle_name),
    last_name: linked ? '' : textOf(contact.last_name),
    email: linked ? '' : textOf(contact.email),
    date_of_birth: linked ? '' : textOf(contact.date_of_birth),
    country_of_birth: linked ? '' : textOf(contact.country_of_birth),
    citizenship: linked ? '' : textOf(contact.citizenship),
    lived_together_since: textOf(contact.lived_together_since),
    lived_together_until: textOf(contact.lived_together_until),
    dependent_status: contact.dependent_status ?? '',
    household_income: contact.household_income ?? '',
    head_of_household: contact.head_of_household,
    derivative_applicant: contact.derivative_applicant,
    principal_applicant: contact.principal_applicant,
    ...(Object.fromEntries(MARRIAGE_FIELDS.map((field) => [field, textOf(contact[field])])) as Record<
      MarriageField,
      string
    >),
  };
}

export function hasMarriageDetails(values: FamilyFormValues): boolean {
  return MARRIAGE_FIELDS.some((field) => values[field] !== '');
}

export function familyRequestOf(values: FamilyFormValues): Partial<FamilyContactRequest> {
  const spouse = values.relationship_type === 'Spouse';
  const linked = values.link_client;
  return {
    relationship_type: values.relationship_type === '' ? undefined : values.relationship_type,
    client_id: linked ? values.client_id : null,
    first_name: linked ? null : textOrNull(values.first_name),
    middle_name: linked ? null : textOrNull(values.middle_name),
    last_name: linked ? null : textOrNull(values.last_name),
    email: linked ? null : textOrNull(values.email),
    // A linked client's birth and citizenship are on their own record, as their names are.
    date_of_birth: linked ? null : textOrNull(values.date_of_birth),
    country_of_birth: linked ? null : textOrNull(values.country_of_birth),
    citizenship: linked ? null : textOrNull(values.citizenship),
    lived_together_since: textOrNull(values.lived_together_since),
    lived_together_until: textOrNull(values.lived_together_until),
    dependent_status: values.dependent_status === '' ? null : values.dependent_status,
    household_income: numberOrNull(values.household_income),
    head_of_household: values.head_of_household,
    derivative_applicant: values.derivative_applicant,
    principal_applicant: values.principal_applicant,
    // Marriage details belong to a spouse only; another relationship sends none (the server agrees).
    ...(Object.fromEntries(
      MARRIAGE_FIELDS.map((field) => [field, spouse ? textOrNull(values[field]) : null]),
    ) as Record<MarriageField, string | null>),
  };
}

/**
 * Validates with the API's schema. When "link an existing client" is on, the name inputs are hidden,
 * so a missing client is reported on the client picker instead of on the names.
 */
export function familyResolver(t: TFunction): Resolver<FamilyFormValues, unknown, FamilyContactRequest> {
  const base = requestResolver(familyContactRequest, familyRequestOf, t);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!values.link_client || values.client_id !== null) return result;
    const { first_name: _first, last_name: _last, ...errors } = result.errors;
    return {
      values: {},
      errors: { ...errors, client_id: { type: 'required', message: t('clientRecords:validation.required') } },
    };
  };
}
