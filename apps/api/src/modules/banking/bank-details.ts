/**
 * The firm's own bank details (billing.md §3 Bank details of the firm): printed as the invoice's
 * Payment Information. Read with VIEW_SETTINGS, changed with update on settings, audited.
 */
import type { BankDetails, updateBankDetailsRequest } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import * as repo from './repository.js';

type UpdateBody = z.output<typeof updateBankDetailsRequest>;

/** The firm's bank details as an invoice prints them, for billing's PDF (no permission of its own). */
export const firmBankDetails = (db: DbOrTx, lawFirmId: number) => repo.bankDetails(db, lawFirmId);

export function getBankDetails(db: Db, auth: AuthContext): Promise<BankDetails> {
  return repo.bankDetails(db, auth.firm.id);
}

export async function updateBankDetails(
  db: Db,
  auth: AuthContext,
  body: UpdateBody,
  ip?: string,
): Promise<BankDetails> {
  const lawFirmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const before = await repo.bankDetails(tx, lawFirmId, true);
    const after: repo.BankDetailsRow = {
      bank_name: body.bank_name,
      bank_address: body.bank_address,
      bank_account_number_iban: body.bank_account_number_iban,
      bank_swift_code: body.bank_swift_code,
      bank_branch_code: body.bank_branch_code,
      bank_routing_number: body.bank_routing_number,
    };
    await repo.updateBankDetails(tx, lawFirmId, after);
    // The names of what changed, not the numbers: the audit log is not a second copy of account numbers.
    const changed = (Object.keys(after) as Array<keyof repo.BankDetailsRow>).filter((k) => before[k] !== after[k]);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'law_firm.bank_details_updated',
      entityType: 'law_firm',
      entityId: lawFirmId,
      details: { changed },
      ...(ip ? { ip } : {}),
    });
    return after;
  });
}
