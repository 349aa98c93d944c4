/**
 * The firm's default invoice settings (billing.md §3, §5) and its logo. A firm that never saved any
 * gets the spec's defaults; saving checks every §5 rule at once and answers them as field errors.
 */
import { type InvoiceSettingsFields, type InvoiceSettingsResponse, invoiceSettingsProblems } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { validationFailed } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import { LOGO_NOT_FOUND, logoExists } from '../firm/logo-names.js';
import { LOGO_MISSING, readLogo, storeLogo } from '../firm/logo-store.js';
import { settingsFields, settingsOut, settingsValues } from './settings-mapping.js';
import * as repo from './settings-repository.js';

export interface SettingsDeps {
  db: Db;
  storage: FileStorage;
}

export async function firmSettings(db: Db, auth: AuthContext, lawFirmId: number): Promise<InvoiceSettingsResponse> {
  assertOwnFirm(auth, lawFirmId);
  const [row, firm] = await Promise.all([repo.findFirmDefault(db, lawFirmId), repo.firmDocumentProfile(db, lawFirmId)]);
  return { invoice_settings: settingsOut(lawFirmId, row, null, firm) };
}

/** The names of the fields whose value differs, for the audit trail. */
function changedFields(before: InvoiceSettingsFields | null, after: InvoiceSettingsFields): string[] {
  return (Object.keys(after) as Array<keyof InvoiceSettingsFields>).filter(
    (key) => before === null || before[key] !== after[key],
  );
}

export async function saveFirmSettings(
  deps: SettingsDeps,
  auth: AuthContext,
  lawFirmId: number,
  fields: InvoiceSettingsFields,
  ip?: string,
): Promise<InvoiceSettingsResponse> {
  assertOwnFirm(auth, lawFirmId);
  const problems: Record<string, string> = {};
  for (const problem of invoiceSettingsProblems(fields)) problems[problem.field] ??= problem.message;
  // A name that is not one of this firm's uploads would print a broken (or someone else's) logo.
  if (fields.logo && !problems.logo && !(await logoExists(deps.storage, lawFirmId, fields.logo))) {
    problems.logo = LOGO_NOT_FOUND;
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);

  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findFirmDefault(tx, lawFirmId);
    const saved = await repo.upsertFirmDefault(tx, lawFirmId, settingsValues(fields));
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: before ? 'invoice_settings.updated' : 'invoice_settings.created',
      entityType: 'invoice_settings',
      entityId: saved.id,
      details: { changed: changedFields(before ? settingsFields(before) : null, settingsFields(saved)) },
      ...(ip ? { ip } : {}),
    });
    return saved;
  });
  return { invoice_settings: settingsOut(lawFirmId, row) };
}

/** Stores an uploaded logo; it is used once settings (the firm's or an invoice's) name it. */
export async function uploadLogo(
  deps: SettingsDeps,
  auth: AuthContext,
  readUpload: () => Promise<Buffer | null>,
  ip?: string,
): Promise<{ logo: string }> {
  const bytes = await readUpload();
  if (!bytes) throw validationFailed({ logo: LOGO_MISSING });
  const logo = await storeLogo(deps.storage, auth.firm.id, bytes);
  await recordAudit(deps.db, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action: 'invoice_settings.logo_uploaded',
    entityType: 'invoice_logo',
    entityId: logo,
    details: { size: bytes.length },
    ...(ip ? { ip } : {}),
  });
  return { logo };
}

export function logoImage(deps: SettingsDeps, auth: AuthContext, name: string) {
  return readLogo(deps.storage, auth.firm.id, name);
}
