/**
 * Clients: list, read, add (short form), create and edit (full form with address). Each write also
 * brings the client's contact row up to date and leaves an audit entry, in one transaction.
 */
import {
  type AddClientRequest,
  type AddClientResponse,
  type Client,
  type ClientListItem,
  type ClientListResponse,
  type ClientRequest,
  type clientListQuery,
  hasPermission,
  type ImmigrationStatus,
  type PlaceRef,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { assertKnownCountries } from '../../platform/geo/known-countries.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import type { ClientRow, ClientValues } from './repository.js';
import * as repo from './repository.js';

/** The list's query once validated (defaults applied). */
type ClientListQueryValues = z.output<typeof clientListQuery>;

const place = (id: string | null, name: string | null): PlaceRef | null => (name ? { id, name } : null);

export function listItemOf(row: ClientRow): ClientListItem {
  return {
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    gender: row.gender,
    email: row.email,
    phone_number: row.phoneNumber,
    image: row.image,
    city: row.city,
    country: row.country,
    country_id: row.countryId,
    created_at: row.createdAt.toISOString(),
  };
}

function clientOf(row: ClientRow, legalCases: Client['legal_case']): Client {
  return {
    id: row.id,
    law_firm_id: row.lawFirmId,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    gender: row.gender,
    email: row.email,
    phone_number: row.phoneNumber,
    address: {
      street: row.street,
      city: place(row.cityId, row.city),
      state: place(row.stateId, row.state),
      postal_code: row.postalCode,
      country: place(row.countryId, row.country),
    },
    image: row.image,
    legal_case: legalCases,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    date_of_birth: row.dateOfBirth,
    country_of_birth: row.countryOfBirth,
    citizenship: row.citizenship,
    a_number: row.aNumber,
    uscis_online_account_number: row.uscisOnlineAccountNumber,
    passport_number: row.passportNumber,
    passport_issue_date: row.passportIssueDate,
    passport_expiry_date: row.passportExpiryDate,
    immigration_status: row.immigrationStatus as ImmigrationStatus | null,
    immigration_status_expiry_date: row.immigrationStatusExpiryDate,
    i94_number: row.i94Number,
    last_entry_date: row.lastEntryDate,
  };
}

/** The client with its cases, which only those who may see cases are given. */
async function present(db: Db, auth: AuthContext, row: ClientRow): Promise<Client> {
  const legalCases = hasPermission(auth.ability, 'VIEW_CASES')
    ? await repo.clientCases(db, auth.firm.id, row.id)
    : null;
  return clientOf(row, legalCases);
}

export async function listClients(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: ClientListQueryValues,
): Promise<ClientListResponse> {
  assertOwnFirm(auth, lawFirmId);
  const { q, page, page_size, sort, order } = query;
  const { rows, total } = await repo.listClients(db, lawFirmId, {
    q: q || undefined,
    page,
    pageSize: page_size,
    sort,
    order,
  });
  return { clients: rows.map(listItemOf), page, page_size, total };
}

/** Every column of the firm's client, or null: a template fills a client's fields from any of them. */
export async function findClientRow(db: DbOrTx, lawFirmId: number, clientId: number): Promise<ClientRow | null> {
  return (await repo.findClientRow(db, lawFirmId, clientId)) ?? null;
}

export async function getClient(db: Db, auth: AuthContext, clientId: number): Promise<Client> {
  const row = found(await repo.findClientRow(db, auth.firm.id, clientId), 'Client');
  return present(db, auth, row);
}

/**
 * The short form. base_url is only used to build the link to the new client's page that the answer
 * carries: it is never fetched, mailed or stored, so a forged one can mislead nobody but its sender.
 */
export async function addClient(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  input: AddClientRequest,
): Promise<AddClientResponse> {
  assertOwnFirm(auth, lawFirmId);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertClient(tx, lawFirmId, {
      firstName: input.first_name,
      middleName: input.middle_name,
      lastName: input.last_name,
      gender: input.gender,
      email: input.email,
      phoneNumber: input.phone_number ?? null,
    });
    await repo.upsertClientContact(tx, created);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'client.created',
      entityType: 'client',
      entityId: created.id,
      details: { form: 'add-client' },
    });
    return created;
  });
  const profileUrl = input.base_url ? new URL(`/client/${row.id}`, input.base_url).toString() : null;
  return { client: await present(db, auth, row), profile_url: profileUrl };
}

/** The immigration facts the request carries: a field left out is not among them, so it keeps its value. */
function immigrationValuesOf(input: ClientRequest): Partial<ClientValues> {
  const values: Partial<ClientValues> = {
    dateOfBirth: input.date_of_birth,
    countryOfBirth: input.country_of_birth,
    citizenship: input.citizenship,
    aNumber: input.a_number,
    uscisOnlineAccountNumber: input.uscis_online_account_number,
    passportNumber: input.passport_number,
    passportIssueDate: input.passport_issue_date,
    passportExpiryDate: input.passport_expiry_date,
    immigrationStatus: input.immigration_status,
    immigrationStatusExpiryDate: input.immigration_status_expiry_date,
    i94Number: input.i94_number,
    lastEntryDate: input.last_entry_date,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function valuesOf(input: ClientRequest): ClientValues {
  const { address } = input;
  return {
    ...immigrationValuesOf(input),
    firstName: input.first_name,
    middleName: input.middle_name,
    lastName: input.last_name,
    email: input.email,
    phoneNumber: input.phone_number ?? null,
    street: address.street,
    city: address.city.name,
    cityId: address.city.id,
    state: address.state?.name ?? null,
    stateId: address.state?.id ?? null,
    postalCode: address.postal_code,
    country: address.country.name,
    countryId: address.country.id,
  };
}

/** The full form: creates a client with an address. Gender is optional here. */
export async function createClient(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  input: ClientRequest,
): Promise<Client> {
  assertOwnFirm(auth, lawFirmId);
  await assertKnownCountries({ country_of_birth: input.country_of_birth, citizenship: input.citizenship });
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertClient(tx, lawFirmId, { ...valuesOf(input), gender: input.gender ?? null });
    await repo.upsertClientContact(tx, created);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'client.created',
      entityType: 'client',
      entityId: created.id,
      details: { form: 'client' },
    });
    return created;
  });
  return present(db, auth, row);
}

/**
 * Edits every field of the form. Gender is not among the spec's fields of this call: left out, it
 * stays as it was. The audit entry names the fields that changed.
 */
export async function updateClient(db: Db, auth: AuthContext, clientId: number, input: ClientRequest): Promise<Client> {
  const firmId = auth.firm.id;
  const row = await db.transaction(async (tx) => {
    const before = found(await repo.lockClientRow(tx, firmId, clientId), 'Client');
    // After the 404: another firm's client id answers the same whatever the body holds.
    await assertKnownCountries({ country_of_birth: input.country_of_birth, citizenship: input.citizenship });
    const values: Partial<ClientValues> = {
      ...valuesOf(input),
      ...(input.gender === undefined ? {} : { gender: input.gender }),
    };
    const changed = (Object.keys(values) as Array<keyof ClientValues>).filter(
      (key) => (before[key] ?? null) !== (values[key] ?? null),
    );
    const updated = await repo.updateClient(tx, firmId, clientId, values);
    await repo.upsertClientContact(tx, updated);
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'client.updated',
      entityType: 'client',
      entityId: clientId,
      details: { changed },
    });
    return updated;
  });
  return present(db, auth, row);
}
