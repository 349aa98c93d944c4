/** Employees as the API answers them, from their rows, and an address as the users table stores it. */
import type { Address, Employee, EmployeeAddress, EmployeeDetail, ParticipantTypeRef, Position } from '@counsel/domain';
import { centsToAmount, completeRules } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './repository.js';

export function addressColumns(address: EmployeeAddress) {
  return {
    street: address.street,
    postalCode: address.postal_code,
    city: address.city.name,
    cityId: address.city.id,
    state: address.state.name,
    stateId: address.state.id,
    country: address.country.name,
    countryId: address.country.id,
  };
}

const placeOf = (name: string | null, id: string | null) => (name === null ? null : { id, name });

function addressOf(row: repo.UserRow): Address {
  return {
    street: row.street,
    city: placeOf(row.city, row.cityId),
    state: placeOf(row.state, row.stateId),
    postal_code: row.postalCode,
    country: placeOf(row.country, row.countryId),
  };
}

export function toEmployee(
  row: repo.UserRow,
  totalCases: number,
  participantTypes: ParticipantTypeRef[],
  invitationPending: boolean,
): Employee {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    position: row.position as Position | null,
    image: row.image,
    total_cases: totalCases,
    is_admin: row.isAdmin,
    participant_types: participantTypes,
    default_hourly_rate: centsToAmount(row.defaultHourlyRateCents),
    invitation_pending: invitationPending,
  };
}

export function toDetail(
  row: repo.UserRow,
  totalCases: number,
  participantTypes: ParticipantTypeRef[],
  invitationPending: boolean,
): EmployeeDetail {
  return {
    ...toEmployee(row, totalCases, participantTypes, invitationPending),
    address: addressOf(row),
    rules: completeRules(row.rules),
    created_at: row.createdAt.toISOString(),
  };
}

export async function detailOf(db: DbOrTx, lawFirmId: number, row: repo.UserRow) {
  const [counts, types] = await Promise.all([
    repo.totalCasesOf(db, lawFirmId, row.id),
    repo.participantTypesOf(db, lawFirmId, [row.id]),
  ]);
  return toDetail(row, counts.totalCases, types.get(row.id) ?? [], counts.invitationPending);
}
