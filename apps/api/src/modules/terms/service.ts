import { CURRENT_TERMS_VERSION, TERMS_VERSION_NOT_CURRENT_MESSAGE, type TermsStatus } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { findAcceptance, insertAcceptance } from './repository.js';

interface TermsUser {
  id: number;
  lawFirmId: number;
}

const keyOf = (user: TermsUser) => ({ lawFirmId: user.lawFirmId, userId: user.id, version: CURRENT_TERMS_VERSION });

/** The version in force and when this user accepted it (null: the web app shows the terms before anything else). */
export async function termsStatus(db: Db, user: TermsUser): Promise<TermsStatus> {
  const acceptedAt = await findAcceptance(db, keyOf(user));
  return { version: CURRENT_TERMS_VERSION, accepted_at: acceptedAt?.toISOString() ?? null };
}

/**
 * Records that the user accepted `version`, which must be the one in force: an old tab showing last year's
 * text must not record consent to a text the user never saw. Accepting again changes nothing and answers
 * the first acceptance's time; only the first is audited.
 */
export async function acceptTerms(db: Db, user: TermsUser, version: string, ip?: string): Promise<TermsStatus> {
  if (version !== CURRENT_TERMS_VERSION) {
    throw new AppError(400, 'terms_version_not_current', TERMS_VERSION_NOT_CURRENT_MESSAGE, {
      details: { current_version: CURRENT_TERMS_VERSION },
    });
  }
  const acceptedAt = await db.transaction(async (tx) => {
    const inserted = await insertAcceptance(tx, keyOf(user));
    if (!inserted) return findAcceptance(tx, keyOf(user));
    await recordAudit(tx, {
      lawFirmId: user.lawFirmId,
      userId: user.id,
      action: 'terms.accepted',
      entityType: 'terms_of_service',
      entityId: version,
      ip,
    });
    return inserted;
  });
  return { version: CURRENT_TERMS_VERSION, accepted_at: acceptedAt?.toISOString() ?? null };
}
