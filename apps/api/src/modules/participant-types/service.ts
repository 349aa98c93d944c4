/**
 * Participant types of a firm (documents-forms-workflows §3, §5, §7): name and description required,
 * names unique within the firm (case-insensitive), users are the firm's active employees.
 */
import type { ParticipantType, ParticipantTypeLight, participantTypeRequest } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { firmParticipantTypes } from '../../db/firm-staff.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

type TypeInput = z.output<typeof participantTypeRequest>;

/**
 * Reading the list: those who manage participant types, and the screens that pick them (adding an
 * employee, a contact or a case) for users allowed to add those.
 */
export function assertMayList(auth: AuthContext): void {
  const { ability } = auth;
  const allowed =
    ability.can('read', 'participant_types') ||
    ability.can('create', 'employees') ||
    ability.can('create', 'contacts') ||
    ability.can('create', 'cases');
  if (!allowed) throw forbidden();
}

async function detailed(db: DbOrTx, lawFirmId: number, types: ParticipantTypeLight[], userId: number) {
  const rows = await repo.usersOfTypes(
    db,
    lawFirmId,
    types.map((t) => t.id),
  );
  return types.map((type): ParticipantType => {
    const members = rows.filter((r) => r.typeId === type.id);
    return {
      ...type,
      users: members.map((m) => ({ id: m.id, full_name: m.fullName, image: m.image })),
      assigned: members.some((m) => m.id === userId),
    };
  });
}

export async function listParticipantTypes(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: { details?: boolean | undefined; user_id?: number | undefined },
): Promise<ParticipantType[] | ParticipantTypeLight[]> {
  assertOwnFirm(auth, lawFirmId);
  assertMayList(auth);
  const userId = query.user_id ?? auth.user.id;
  if (query.user_id !== undefined && !(await repo.firmUserExists(db, lawFirmId, userId))) throw notFound('User');
  const types = await firmParticipantTypes(db, lawFirmId);
  if (query.details === false) return types;
  return detailed(db, lawFirmId, types, userId);
}

const nameTakenError = () =>
  new AppError(409, 'participant_type_exists', 'A participant type with this name already exists.', {
    fields: { name: 'A participant type with this name already exists.' },
  });

async function checkInput(tx: DbOrTx, lawFirmId: number, input: TypeInput, exceptId?: number): Promise<number[]> {
  if (await repo.nameTaken(tx, lawFirmId, input.name, exceptId)) throw nameTakenError();
  const wanted = [...new Set(input.users)];
  const known = await repo.activeUserIds(tx, lawFirmId, wanted);
  if (known.length !== wanted.length) throw notFound('Employee');
  return wanted;
}

async function one(db: DbOrTx, auth: AuthContext, id: number): Promise<ParticipantType> {
  const type = found(await repo.findType(db, auth.firm.id, id), 'Participant type');
  const [result] = await detailed(db, auth.firm.id, [type], auth.user.id);
  return result!;
}

export async function createParticipantType(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  input: TypeInput,
): Promise<ParticipantType> {
  assertOwnFirm(auth, lawFirmId);
  return db.transaction(async (tx) => {
    const userIds = await checkInput(tx, lawFirmId, input);
    const id = await repo.insertType(tx, lawFirmId, { name: input.name, description: input.description });
    await repo.replaceUsers(tx, id, userIds);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'participant_type.created',
      entityType: 'participant_type',
      entityId: id,
    });
    return one(tx, auth, id);
  });
}

export async function updateParticipantType(
  db: Db,
  auth: AuthContext,
  id: number,
  input: TypeInput,
): Promise<ParticipantType> {
  return db.transaction(async (tx) => {
    found(await repo.findType(tx, auth.firm.id, id), 'Participant type');
    const userIds = await checkInput(tx, auth.firm.id, input, id);
    await repo.updateType(tx, auth.firm.id, id, { name: input.name, description: input.description });
    await repo.replaceUsers(tx, id, userIds);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'participant_type.updated',
      entityType: 'participant_type',
      entityId: id,
    });
    return one(tx, auth, id);
  });
}

export async function deleteParticipantType(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const type = found(await repo.findType(tx, auth.firm.id, id), 'Participant type');
    await repo.deleteType(tx, auth.firm.id, id);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'participant_type.deleted',
      entityType: 'participant_type',
      entityId: id,
      details: { name: type.name },
    });
  });
}
