/**
 * Family contacts of a client. Father, Mother and Spouse exist at most once per client: checked before
 * writing for a clear answer, and guarded by a partial unique index for writes that race each other.
 */

import {
  type FamilyContact,
  type FamilyContactRequest,
  isSingleRelationship,
  RELATIONSHIP_ALREADY_EXISTS,
  type RelationshipType,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { assertKnownCountries } from '../../platform/geo/known-countries.js';
import { found } from '../../platform/tenancy.js';
import { familyContactValues, toFamilyContact } from './mappers.js';
import * as repo from './repository.js';

const SINGLE_RELATIONSHIP_INDEX = 'family_contacts_single_relationship';

const relationshipExists = (relationship: RelationshipType) =>
  new AppError(409, RELATIONSHIP_ALREADY_EXISTS.code, RELATIONSHIP_ALREADY_EXISTS.message, {
    details: { relationship_type: relationship },
    fields: { relationship_type: RELATIONSHIP_ALREADY_EXISTS.message },
  });

/** Runs a write; a race lost on the single-relationship index answers like the check before it. */
export async function guardSingleRelationship<T>(relationship: RelationshipType, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SINGLE_RELATIONSHIP_INDEX)) throw relationshipExists(relationship);
    throw error;
  }
}

export async function listFamilyContacts(db: Db, auth: AuthContext, clientId: number): Promise<FamilyContact[]> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  const rows = await repo.listFamilyContacts(db, auth.firm.id, clientId);
  return rows.map(toFamilyContact);
}

/** The linked client must be another client of the same firm, not yet linked to this one. */
async function checkLink(
  db: DbOrTx,
  auth: AuthContext,
  clientId: number,
  body: FamilyContactRequest,
  id: number | null,
) {
  const linked = body.client_id;
  if (linked == null) return;
  if (linked === clientId) {
    throw validationFailed({ client_id: 'A client cannot be their own family contact' });
  }
  found(await findClient(db, auth.firm.id, linked), 'Client');
  if (await repo.findOtherFamilyContact(db, auth.firm.id, clientId, { linkedClientId: linked }, id)) {
    throw new AppError(409, 'family_contact_already_linked', 'This client is already a family contact', {
      fields: { client_id: 'This client is already a family contact' },
    });
  }
}

async function checkRelationship(
  tx: DbOrTx,
  auth: AuthContext,
  clientId: number,
  type: RelationshipType,
  id: number | null,
) {
  if (!isSingleRelationship(type)) return;
  const existing = await repo.findOtherFamilyContact(tx, auth.firm.id, clientId, { relationshipType: type }, id);
  if (existing) throw relationshipExists(type);
}

export async function addFamilyContact(
  db: Db,
  auth: AuthContext,
  clientId: number,
  body: FamilyContactRequest,
): Promise<FamilyContact> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  await assertKnownCountries({ country_of_birth: body.country_of_birth, citizenship: body.citizenship });
  const values = familyContactValues({ lawFirmId: auth.firm.id, clientId }, body);
  const row = await guardSingleRelationship(body.relationship_type, () =>
    db.transaction(async (tx) => {
      await checkLink(tx, auth, clientId, body, null);
      await checkRelationship(tx, auth, clientId, body.relationship_type, null);
      const id = await repo.insertFamilyContact(tx, values);
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'client.family_contact_added',
        entityType: 'family_contact',
        entityId: id,
        details: { client_id: clientId, relationship_type: body.relationship_type },
      });
      return repo.findFamilyContact(tx, auth.firm.id, clientId, id);
    }),
  );
  return toFamilyContact(row!);
}

export async function updateFamilyContact(
  db: Db,
  auth: AuthContext,
  clientId: number,
  contactId: number,
  body: FamilyContactRequest,
): Promise<FamilyContact> {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  await assertKnownCountries({ country_of_birth: body.country_of_birth, citizenship: body.citizenship });
  const { lawFirmId, clientId: _, ...values } = familyContactValues({ lawFirmId: auth.firm.id, clientId }, body);
  const row = await guardSingleRelationship(body.relationship_type, () =>
    db.transaction(async (tx) => {
      const before = found(await repo.findFamilyContact(tx, auth.firm.id, clientId, contactId), 'Family contact');
      await checkLink(tx, auth, clientId, body, contactId);
      await checkRelationship(tx, auth, clientId, body.relationship_type, contactId);
      await repo.updateFamilyContact(tx, lawFirmId, clientId, contactId, values);
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'client.family_contact_updated',
        entityType: 'family_contact',
        entityId: contactId,
        details: {
          client_id: clientId,
          relationship_type: body.relationship_type,
          previous_relationship_type: before.relationshipType,
        },
      });
      return repo.findFamilyContact(tx, auth.firm.id, clientId, contactId);
    }),
  );
  return toFamilyContact(row!);
}

export async function deleteFamilyContact(db: Db, auth: AuthContext, clientId: number, contactId: number) {
  found(await findClient(db, auth.firm.id, clientId), 'Client');
  await db.transaction(async (tx) => {
    const before = found(await repo.findFamilyContact(tx, auth.firm.id, clientId, contactId), 'Family contact');
    await repo.deleteFamilyContact(tx, auth.firm.id, clientId, contactId);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'client.family_contact_deleted',
      entityType: 'family_contact',
      entityId: contactId,
      details: { client_id: clientId, relationship_type: before.relationshipType },
    });
  });
}
