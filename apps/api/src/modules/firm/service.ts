/**
 * The firm's own details (the settings profile). Reading needs VIEW_SETTINGS; changing them needs manage
 * on settings (the routes check both). Every change is audited with the names of the fields it changed.
 */
import type { LawFirm, updateFirmRequest } from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { lawFirmOut } from '../../platform/auth/firm-view.js';
import { validationFailed } from '../../platform/errors.js';
import { geo } from '../../platform/geo/data.js';
import { UNKNOWN_COUNTRY, UNKNOWN_STATE } from '../../platform/geo/known-countries.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { LOGO_NOT_FOUND, logoExists } from './logo-names.js';
import { LOGO_MISSING, readLogo, storeLogo } from './logo-store.js';
import * as repo from './repository.js';

type UpdateBody = z.output<typeof updateFirmRequest>;

export interface FirmDeps {
  db: Db;
  storage: FileStorage;
}

export async function getFirm(db: Db, auth: AuthContext, lawFirmId: number): Promise<LawFirm> {
  assertOwnFirm(auth, lawFirmId);
  return lawFirmOut(found(await repo.findFirmCard(db, lawFirmId), 'Law firm'));
}

/** Picked places must be places the pickers offer; a typed one (id null) is the user's own text. */
async function placeProblems(address: UpdateBody['address']): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const countryId = address.country?.id ?? null;
  const stateId = address.state?.id ?? null;
  if (countryId === null && stateId === null) return problems;
  const data = await geo();
  if (countryId !== null && !data.countries.has(countryId)) problems['address.country'] = UNKNOWN_COUNTRY;
  else if (stateId !== null && (countryId === null || !data.states.get(countryId)?.has(stateId))) {
    problems['address.state'] = UNKNOWN_STATE;
  }
  return problems;
}

export async function updateFirm(
  deps: FirmDeps,
  auth: AuthContext,
  lawFirmId: number,
  body: UpdateBody,
  ip?: string,
): Promise<LawFirm> {
  assertOwnFirm(auth, lawFirmId);
  const problems = await placeProblems(body.address);
  // A name that is not one of this firm's uploads would show a broken (or someone else's) logo.
  if (body.logo && !(await logoExists(deps.storage, lawFirmId, body.logo))) problems.logo = LOGO_NOT_FOUND;
  if (Object.keys(problems).length > 0) throw validationFailed(problems);

  const { address } = body;
  const values: repo.FirmProfileValues = {
    name: body.name,
    email: body.email,
    phoneNumber: body.phone_number,
    street: address.street || null,
    city: address.city?.name ?? null,
    cityId: address.city?.id ?? null,
    state: address.state?.name ?? null,
    stateId: address.state?.id ?? null,
    postalCode: address.postal_code || null,
    country: address.country?.name ?? null,
    countryId: address.country?.id ?? null,
    timeZone: body.time_zone,
    currency: body.currency,
    language: body.language,
    logo: body.logo,
    // Absent: unchanged (a client that does not know the setting cannot turn it off by leaving it out).
    ...(body.require_second_factor === undefined ? {} : { requireSecondFactor: body.require_second_factor }),
    ...(body.require_portal_second_factor === undefined
      ? {}
      : { requirePortalSecondFactor: body.require_portal_second_factor }),
  };
  return deps.db.transaction(async (tx) => {
    const before = found(await repo.findFirmCard(tx, lawFirmId, true), 'Law firm');
    const after = found(await repo.updateFirmProfile(tx, lawFirmId, values), 'Law firm');
    const changed = (Object.keys(values) as Array<keyof repo.FirmProfileValues>).filter(
      (key) => before[key] !== after[key],
    );
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'law_firm.profile_updated',
      entityType: 'law_firm',
      entityId: lawFirmId,
      details: { changed },
      ...(ip ? { ip } : {}),
    });
    return lawFirmOut(after);
  });
}

/** Stores an uploaded logo the way invoice logos are stored; it is the firm's once the profile names it. */
export async function uploadFirmLogo(
  deps: FirmDeps,
  auth: AuthContext,
  lawFirmId: number,
  readFile: () => Promise<Buffer | null>,
  ip?: string,
): Promise<{ logo: string }> {
  assertOwnFirm(auth, lawFirmId);
  const bytes = await readFile();
  if (!bytes) throw validationFailed({ logo: LOGO_MISSING });
  const logo = await storeLogo(deps.storage, lawFirmId, bytes);
  await recordAudit(deps.db, {
    lawFirmId,
    userId: auth.user.id,
    action: 'law_firm.logo_uploaded',
    entityType: 'law_firm_logo',
    entityId: logo,
    ...(ip ? { ip } : {}),
  });
  return { logo };
}

export function firmLogoImage(deps: FirmDeps, auth: AuthContext, name: string) {
  return readLogo(deps.storage, auth.firm.id, name);
}
