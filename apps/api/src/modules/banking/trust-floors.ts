/**
 * Evergreen retainers: a floor under a client's trust balance, or under one matter's. Read with the trust
 * balances' permission (VIEW_TRUST_ACCOUNTS or RECORD_PAYMENT), set with update on trust accounts. When a
 * withdrawal takes the balance under its floor, billing's replenishment job (billing/trust-replenishment.ts) asks
 * `replenishmentDue` under the floor's row lock whether to ask the client for money: once per crossing.
 */
import {
  amountToCents,
  type ClientTrustFloors,
  centsToAmount,
  hasPermission,
  type setTrustFloorRequest,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { findCase } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { found } from '../../platform/tenancy.js';
import { trustBalanceCents } from './ledger.js';
import * as repo from './repository.js';
import * as floors from './trust-floors-repository.js';

type SetBody = z.output<typeof setTrustFloorRequest>;

function floorsOut(clientId: number, rows: floors.TrustFloorRow[]): ClientTrustFloors {
  return {
    client_id: clientId,
    floors: rows.map((row) => ({
      case_id: row.caseId,
      floor: centsToAmount(row.floorCents),
      requested_at: row.requestedAt?.toISOString() ?? null,
    })),
  };
}

export async function clientTrustFloors(db: Db, auth: AuthContext, clientId: number): Promise<ClientTrustFloors> {
  if (!hasPermission(auth.ability, 'VIEW_TRUST_ACCOUNTS') && !hasPermission(auth.ability, 'RECORD_PAYMENT')) {
    throw forbidden();
  }
  const lawFirmId = auth.firm.id;
  found((await repo.clientExists(db, lawFirmId, clientId)) || null, 'Client');
  return floorsOut(clientId, await floors.floorsOfClient(db, lawFirmId, clientId));
}

export async function setClientTrustFloor(
  db: Db,
  auth: AuthContext,
  clientId: number,
  body: SetBody,
  ip?: string,
): Promise<ClientTrustFloors> {
  assertCan(auth, 'update', 'trust_accounts');
  const lawFirmId = auth.firm.id;
  return db.transaction(async (tx) => {
    found((await repo.clientExists(tx, lawFirmId, clientId)) || null, 'Client');
    const caseId = body.case_id;
    if (caseId !== null) {
      const matter = await findCase(tx, lawFirmId, caseId);
      if (!matter || matter.clientId !== clientId) throw notFound('Case');
    }
    const floorCents = body.floor === null ? null : amountToCents(body.floor);
    if (floorCents === null) await floors.deleteFloor(tx, lawFirmId, clientId, caseId);
    else await floors.upsertFloor(tx, { lawFirmId, clientId, caseId, floorCents, userId: auth.user.id });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: floorCents === null ? 'trust_floor.removed' : 'trust_floor.set',
      entityType: 'client',
      entityId: clientId,
      details: { case_id: caseId, floor_cents: floorCents },
      ...(ip ? { ip } : {}),
    });
    return floorsOut(clientId, await floors.floorsOfClient(tx, lawFirmId, clientId));
  });
}

/** One trust balance: a client's own (case null) or a matter's. */
export interface TrustLevelOf {
  lawFirmId: number;
  clientId: number;
  caseId: number | null;
}

/**
 * Inside the caller's transaction, with the floor's row locked: the cents that bring the balance back to its floor
 * when a request is due (the balance is under the floor, and no request went out since it was last at or above
 * it), else null.
 */
export async function replenishmentDue(tx: DbOrTx, level: TrustLevelOf) {
  const floor = await floors.lockFloor(tx, level.lawFirmId, level.clientId, level.caseId);
  if (!floor) return null;
  const balance = await trustBalanceCents(tx, {
    ...level,
    level: level.caseId === null ? 'CLIENT_TRUST' : 'MATTER_TRUST',
  });
  if (balance >= floor.floorCents) return null;
  if (floor.requestedAt) {
    const highest = await floors.highestBalanceSince(tx, level, floor.requestedAt);
    if (highest === null || highest < floor.floorCents) return null;
  }
  return {
    floorId: floor.id,
    floorCents: floor.floorCents,
    balanceCents: balance,
    neededCents: floor.floorCents - balance,
  };
}

/** Notes the request made for the floor (its trust invoice), in the transaction that made it. */
export async function noteReplenishmentRequested(tx: DbOrTx, floorId: number, invoiceId: number, at: Date) {
  await floors.markRequested(tx, floorId, at, invoiceId);
}
