/** Between the API's shapes (snake_case, decimal amounts) and the rows (camelCase, integer cents). */
import {
  amountFromCents,
  type ClientEmployer,
  type ClientSchool,
  centsFromAmount,
  type DependentStatus,
  type EmployerRequest,
  type FamilyContact,
  type FamilyContactRequest,
  type RelationshipType,
  type SchoolPatchRequest,
} from '@counsel/domain';
import type {
  EmployerRow,
  EmployerValues,
  FamilyContactValues,
  FamilyContactWithLink,
  SchoolRow,
  SchoolValues,
} from './repository.js';

/** Optional text: blank means nothing was given. */
const textOrNull = (value: string | null | undefined) => (value ? value : null);
const dateOrNull = (value: string | null | undefined) => value ?? null;
const centsOrNull = (value: number | null | undefined) => (value == null ? null : centsFromAmount(value));
const amountOrNull = (cents: number | null) => (cents === null ? null : amountFromCents(cents));

type Scope = { lawFirmId: number; clientId: number };

export function familyContactValues(scope: Scope, body: FamilyContactRequest): FamilyContactValues {
  const linked = body.client_id ?? null;
  // The marriage fields describe the client's marriage to this person, so only a spouse has them.
  const married = body.relationship_type === 'Spouse';
  const marriageText = (value: string | null | undefined) => (married ? textOrNull(value) : null);
  const marriageDate = (value: string | null | undefined) => (married ? dateOrNull(value) : null);
  return {
    ...scope,
    linkedClientId: linked,
    // A linked client's names and email live on their own record (and follow its edits): none are copied here.
    firstName: linked ? null : textOrNull(body.first_name),
    middleName: linked ? null : textOrNull(body.middle_name),
    lastName: linked ? null : textOrNull(body.last_name),
    email: linked ? null : (body.email ?? null),
    dateOfBirth: linked ? null : dateOrNull(body.date_of_birth),
    countryOfBirth: linked ? null : (body.country_of_birth ?? null),
    citizenship: linked ? null : (body.citizenship ?? null),
    relationshipType: body.relationship_type,
    livedTogetherSince: dateOrNull(body.lived_together_since),
    livedTogetherUntil: dateOrNull(body.lived_together_until),
    dependentStatus: body.dependent_status ?? null,
    householdIncomeCents: centsOrNull(body.household_income),
    headOfHousehold: body.head_of_household ?? false,
    derivativeApplicant: body.derivative_applicant ?? false,
    principalApplicant: body.principal_applicant ?? false,
    dateOfMarriage: marriageDate(body.date_of_marriage),
    cityOfMarriage: marriageText(body.city_of_marriage),
    stateOfMarriage: marriageText(body.state_of_marriage),
    provinceOfMarriage: marriageText(body.province_of_marriage),
    countryOfMarriage: marriageText(body.country_of_marriage),
    reasonMarriageEnded: marriageText(body.reason_marriage_ended),
    dateMarriageEnded: marriageDate(body.date_marriage_ended),
    cityMarriageEnded: marriageText(body.city_marriage_ended),
    stateMarriageEnded: marriageText(body.state_marriage_ended),
    provinceMarriageEnded: marriageText(body.province_marriage_ended),
    countryMarriageEnded: marriageText(body.country_marriage_ended),
    dateOfSeparation: marriageDate(body.date_of_separation),
    howMarriageEnded: marriageText(body.how_marriage_ended),
  };
}

export function toFamilyContact(row: FamilyContactWithLink): FamilyContact {
  return {
    id: row.id,
    client_id: row.linkedClientId,
    first_name: row.linked?.firstName ?? row.firstName,
    middle_name: row.linked ? row.linked.middleName : row.middleName,
    last_name: row.linked?.lastName ?? row.lastName,
    email: row.linked ? row.linked.email : row.email,
    date_of_birth: row.linked ? row.linked.dateOfBirth : row.dateOfBirth,
    country_of_birth: row.linked ? row.linked.countryOfBirth : row.countryOfBirth,
    citizenship: row.linked ? row.linked.citizenship : row.citizenship,
    relationship_type: row.relationshipType as RelationshipType,
    lived_together_since: row.livedTogetherSince,
    lived_together_until: row.livedTogetherUntil,
    dependent_status: row.dependentStatus as DependentStatus | null,
    household_income: amountOrNull(row.householdIncomeCents),
    head_of_household: row.headOfHousehold,
    derivative_applicant: row.derivativeApplicant,
    principal_applicant: row.principalApplicant,
    date_of_marriage: row.dateOfMarriage,
    city_of_marriage: row.cityOfMarriage,
    state_of_marriage: row.stateOfMarriage,
    province_of_marriage: row.provinceOfMarriage,
    country_of_marriage: row.countryOfMarriage,
    reason_marriage_ended: row.reasonMarriageEnded,
    date_marriage_ended: row.dateMarriageEnded,
    city_marriage_ended: row.cityMarriageEnded,
    state_marriage_ended: row.stateMarriageEnded,
    province_marriage_ended: row.provinceMarriageEnded,
    country_marriage_ended: row.countryMarriageEnded,
    date_of_separation: row.dateOfSeparation,
    how_marriage_ended: row.howMarriageEnded,
    created_at: row.createdAt.toISOString(),
  };
}

export function employerValues(scope: Scope, body: EmployerRequest): EmployerValues {
  return {
    ...scope,
    companyOrSchoolName: body.company_or_school_name,
    annualSalaryCents: centsOrNull(body.annual_salary),
    jobTitle: textOrNull(body.job_title),
    occupation: textOrNull(body.occupation),
    dateFrom: dateOrNull(body.date_from),
    dateTo: dateOrNull(body.date_to),
    supervisor: textOrNull(body.supervisor),
    duties: textOrNull(body.duties),
    isCurrentEmployer: body.is_current_employer ?? false,
    isForeignEmployer: body.is_foreign_employer ?? false,
  };
}

export function toEmployer(row: EmployerRow): ClientEmployer {
  return {
    id: row.id,
    company_or_school_name: row.companyOrSchoolName,
    annual_salary: amountOrNull(row.annualSalaryCents),
    job_title: row.jobTitle,
    occupation: row.occupation,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    supervisor: row.supervisor,
    duties: row.duties,
    is_current_employer: row.isCurrentEmployer,
    is_foreign_employer: row.isForeignEmployer,
    created_at: row.createdAt.toISOString(),
  };
}

/** Only the fields present in the body: a PATCH leaves the others as they are. */
export function schoolValues(body: SchoolPatchRequest): Partial<SchoolValues> {
  const values: Partial<SchoolValues> = {};
  if (body.company_or_school_name !== undefined) values.companyOrSchoolName = body.company_or_school_name;
  if (body.degree_awarded !== undefined) values.degreeAwarded = textOrNull(body.degree_awarded);
  if (body.field_of_study !== undefined) values.fieldOfStudy = textOrNull(body.field_of_study);
  if (body.date_from !== undefined) values.dateFrom = dateOrNull(body.date_from);
  if (body.date_to !== undefined) values.dateTo = dateOrNull(body.date_to);
  if (body.is_current_school !== undefined) values.isCurrentSchool = body.is_current_school;
  return values;
}

export function toSchool(row: SchoolRow): ClientSchool {
  return {
    id: row.id,
    company_or_school_name: row.companyOrSchoolName,
    degree_awarded: row.degreeAwarded,
    field_of_study: row.fieldOfStudy,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    is_current_school: row.isCurrentSchool,
    created_at: row.createdAt.toISOString(),
  };
}
