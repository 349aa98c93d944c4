/**
 * Contact rules (people-and-scheduling §4, §5): standalone contacts are one per email per firm, a deleted
 * one is retrieved rather than added again, client contacts belong to their client, organisations have a
 * primary contact who is an individual.
 */

import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactExportQuery,
  type ContactInput,
  type ContactLightPage,
  type ContactPage,
  type contactListQuery,
  emailSchema,
  isOrganisationType,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import { employeeToContact, toContact, toLight, toValues } from './contact-mapping.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof contactListQuery>;

async function hydrate(db: Db, lawFirmId: number, refs: repo.ListRef[]): Promise<Contact[]> {
  const contactIds = refs.filter((r) => r.kind === 'contact').map((r) => r.id);
  const userIds = refs.filter((r) => r.kind === 'employee').map((r) => r.id);
  const [contactRows, contactTypes, userRows, userTypes] = await Promise.all([
    repo.contactsByIds(db, lawFirmId, contactIds),
    repo.participantTypeIdsOfContacts(db, contactIds),
    repo.employeesByIds(db, lawFirmId, userIds),
    repo.participantTypeIdsOfUsers(db, userIds),
  ]);
  const byContact = new Map(contactRows.map((r) => [r.contact.id, r]));
  const byUser = new Map(userRows.map((u) => [u.id, u]));
  return refs.flatMap((ref) => {
    if (ref.kind === 'contact') {
      const row = byContact.get(ref.id);
      return row ? [toContact(row.contact, row.primaryName, contactTypes.get(ref.id) ?? [])] : [];
    }
    const user = byUser.get(ref.id);
    return user ? [employeeToContact(user, userTypes.get(ref.id) ?? [])] : [];
  });
}

const listFilterOf = (query: ListQuery | ContactExportQuery): repo.ContactListFilter => ({
  q: query.q || undefined,
  contactType: query.contact_type,
  clientsOnly: query.clients === true,
  withEmployees: query.employees === true,
  sort: query.sort,
  order: query.order,
});

export async function listContacts(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<ContactPage | ContactLightPage> {
  const { refs, total } = await repo.listRefs(db, auth.firm.id, {
    ...listFilterOf(query),
    page: query.page,
    pageSize: query.page_size,
  });
  const contacts = await hydrate(db, auth.firm.id, refs);
  const pageInfo = { page: query.page, page_size: query.page_size, total };
  if (query.details === false) return { contacts: contacts.map(toLight), ...pageInfo };
  return { contacts, ...pageInfo };
}

/** Every contact of the list's filter, in its order: the CSV export's rows. */
export async function exportContacts(db: Db, auth: AuthContext, query: ContactExportQuery): Promise<Contact[]> {
  const { refs } = await repo.listRefs(db, auth.firm.id, listFilterOf(query));
  return hydrate(db, auth.firm.id, refs);
}

export async function getContact(db: Db, auth: AuthContext, id: number): Promise<Contact> {
  const [contact] = await hydrate(db, auth.firm.id, [{ kind: 'contact', id }]);
  return found(contact, 'Contact');
}

const deletedContactError = (email: string, contactId: number) =>
  new AppError(400, 'deleted_contact', CONTACT_MESSAGES.deletedContact, { details: { email, contact_id: contactId } });
const contactExistsError = () =>
  new AppError(409, 'contact_exists', CONTACT_MESSAGES.contactExists, {
    fields: { email: CONTACT_MESSAGES.contactExists },
  });
const clientContactError = () =>
  ruleBroken('client_contact', 'This contact stands for a client: change it from the client’s profile.');

async function assertEmailFree(db: Db, lawFirmId: number, email: string | null, selfId?: number) {
  if (!email) return;
  const holder = await repo.findStandaloneByEmail(db, lawFirmId, email);
  if (!holder || holder.id === selfId) return;
  if (holder.deletedAt) throw deletedContactError(email, holder.id);
  throw contactExistsError();
}

async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw contactExistsError();
    throw error;
  }
}

/**
 * The primary contact a create or an edit names: another firm's, unknown or deleted answers 404 (never
 * dropped), one that is no individual or named for no organisation 422. Undefined when not sent.
 */
async function primaryContactOf(
  db: DbOrTx,
  lawFirmId: number,
  input: ContactInput,
): Promise<number | null | undefined> {
  const primaryId = input.primary_contact_id;
  if (primaryId === undefined || primaryId === null) return primaryId;
  const person = found(await repo.findActiveContact(db, lawFirmId, primaryId), 'Primary contact');
  if (!isOrganisationType(input.contact_type)) {
    throw ruleBroken('not_an_organisation', 'Only organisations have a primary contact.');
  }
  if (person.contactType !== 'individual') {
    throw ruleBroken('primary_contact_not_individual', 'The primary contact must be an individual.');
  }
  return primaryId;
}

export async function createContact(db: Db, auth: AuthContext, input: ContactInput): Promise<{ id: number }> {
  const primaryContactId = await primaryContactOf(db, auth.firm.id, input);
  const values = { ...toValues(auth, input), ...(primaryContactId ? { primaryContactId } : {}) };
  await assertEmailFree(db, auth.firm.id, input.email);
  const id = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const contactId = await repo.insertContact(tx, auth.firm.id, values);
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'contact.created',
        entityType: 'contact',
        entityId: contactId,
      });
      return contactId;
    }),
  );
  return { id };
}

export async function updateContact(db: Db, auth: AuthContext, id: number, input: ContactInput): Promise<Contact> {
  const existing = found(await repo.findActiveContact(db, auth.firm.id, id), 'Contact');
  if (existing.relatedEntityType === 'client') throw clientContactError();
  const primaryContactId = await primaryContactOf(db, auth.firm.id, input);
  if (primaryContactId === id)
    throw ruleBroken('primary_contact_not_individual', 'The primary contact must be an individual.');
  const values = { ...toValues(auth, input), ...(primaryContactId === undefined ? {} : { primaryContactId }) };
  await assertEmailFree(db, auth.firm.id, input.email, id);
  // An individual turned organisation loses its role as someone's primary contact; an organisation
  // turned individual has no primary contact of its own any more.
  const becomesOrganisation = isOrganisationType(input.contact_type) && !isOrganisationType(existing.contactType);
  await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      await repo.updateContact(tx, auth.firm.id, id, {
        ...values,
        ...(isOrganisationType(input.contact_type) ? {} : { primaryContactId: null }),
      });
      if (becomesOrganisation) await repo.clearPrimaryReferencesTo(tx, auth.firm.id, id);
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'contact.updated',
        entityType: 'contact',
        entityId: id,
      });
    }),
  );
  return getContact(db, auth, id);
}

export async function deleteContact(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = found(await repo.lockActiveContact(tx, auth.firm.id, id), 'Contact');
    if (existing.relatedEntityType === 'client') throw clientContactError();
    await repo.updateContact(tx, auth.firm.id, id, { deletedAt: new Date() });
    await repo.clearPrimaryReferencesTo(tx, auth.firm.id, id);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'contact.deleted',
      entityType: 'contact',
      entityId: id,
    });
  });
}

/** Replaces the contact's participant types with the given set (an empty list clears them). */
export async function setParticipantTypes(
  db: Db,
  auth: AuthContext,
  id: number,
  typeIds: number[],
): Promise<{ contact_id: number; participant_type_ids: number[] }> {
  const wanted = [...new Set(typeIds)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    found(await repo.lockActiveContact(tx, auth.firm.id, id), 'Contact');
    const known = await repo.firmParticipantTypeIds(tx, auth.firm.id, wanted);
    if (known.length !== wanted.length) throw notFound('Participant type');
    await repo.replaceParticipantTypes(tx, id, wanted);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'contact.participant_types_set',
      entityType: 'contact',
      entityId: id,
      details: { participant_type_ids: wanted },
    });
  });
  return { contact_id: id, participant_type_ids: wanted };
}

/** Restores the firm's deleted standalone contact that holds this email. */
export async function retrieveContact(
  db: Db,
  auth: AuthContext,
  rawEmail: string | null | undefined,
): Promise<Contact> {
  const text = rawEmail?.trim() ?? '';
  if (!text) {
    throw validationFailed({ email: CONTACT_MESSAGES.retrieveEmailRequired }, CONTACT_MESSAGES.retrieveEmailRequired);
  }
  const parsed = emailSchema.safeParse(text);
  if (!parsed.success) throw validationFailed({ email: 'Enter a valid email address.' });
  const holder = await repo.findStandaloneByEmail(db, auth.firm.id, parsed.data);
  if (!holder?.deletedAt) throw notFound('Deleted contact');
  await db.transaction(async (tx) => {
    await repo.updateContact(tx, auth.firm.id, holder.id, { deletedAt: null });
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'contact.retrieved',
      entityType: 'contact',
      entityId: holder.id,
    });
  });
  return getContact(db, auth, holder.id);
}

export async function primaryStatus(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<{ primary_contact_id: number | null }> {
  const contact = await getContact(db, auth, id);
  return { primary_contact_id: isOrganisationType(contact.contact_type) ? contact.primary_contact_id : null };
}

/** Names (or, with null, clears) an organisation's primary contact: an individual contact of the firm. */
export async function setPrimaryContact(
  db: Db,
  auth: AuthContext,
  id: number,
  primaryId: number | null,
): Promise<{ primary_contact_id: number | null }> {
  await db.transaction(async (tx) => {
    const organisation = found(await repo.lockActiveContact(tx, auth.firm.id, id), 'Contact');
    if (!isOrganisationType(organisation.contactType)) {
      throw ruleBroken('not_an_organisation', 'Only organisations have a primary contact.');
    }
    if (primaryId !== null) {
      const person = found(await repo.findActiveContact(tx, auth.firm.id, primaryId), 'Primary contact');
      if (person.contactType !== 'individual') {
        throw ruleBroken('primary_contact_not_individual', 'The primary contact must be an individual.');
      }
    }
    await repo.updateContact(tx, auth.firm.id, id, { primaryContactId: primaryId });
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'contact.primary_contact_set',
      entityType: 'contact',
      entityId: id,
      details: { primary_contact_id: primaryId },
    });
  });
  return { primary_contact_id: primaryId };
}
