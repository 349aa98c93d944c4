/**
 * The government case status (spec §7): `POST /case-receipt/uscis-access-token` proves USCIS takes our
 * credentials and hands the signed-in user a short-lived lookup token of ours (USCIS's own token never leaves
 * the server: with it anyone could spend the firm's and everyone's USCIS budget past the plan's limit); the
 * status lookup takes it back in `x-uscis-access-token`. A lookup first takes one of the user's USCIS queries
 * under the counter's row lock, and gives it back when USCIS did not answer a case, so that only successful
 * lookups count (§4) and concurrent lookups can never pass the limit. A found status is written on the firm's
 * receipt of that number, and a change is kept in its history and told (tracking.ts).
 */
import {
  CASE_RECEIPT_MESSAGES,
  type GovernmentCaseStatusResponse,
  type UscisAccessTokenResponse,
} from '@counsel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { UscisProvider } from '../../integrations/uscis/provider.js';
import { UscisApiError } from '../../integrations/uscis/provider.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, serviceNotConfigured } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets.js';
import { consumeUsage, readUsage, returnUsage } from '../../platform/usage/service.js';
import { asQueriesLimit, assertReceiptActionsAllowed } from './service.js';
import { recordStatus, type TrackingDeps, tellChange } from './tracking.js';

export interface LookupDeps extends TrackingDeps {
  uscis: UscisProvider;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

const TICKET_PURPOSE = 'uscis-lookup-token';
/** Our lookup token lives no longer than half an hour, nor past USCIS's own. */
const TICKET_MAX_SECONDS = 1800;

function asAppError(error: unknown): unknown {
  if (!(error instanceof UscisApiError)) return error;
  if (error.kind === 'auth') return new AppError(502, 'uscis_auth_failed', CASE_RECEIPT_MESSAGES.authFailed);
  if (error.kind === 'not_configured') return serviceNotConfigured(error.message);
  return new AppError(
    503,
    'uscis_unavailable',
    CASE_RECEIPT_MESSAGES.unavailable,
    { details: { reason: error.kind } },
    { 'Retry-After': error.kind === 'budget_exhausted' ? '3600' : '10' },
  );
}

export async function issueAccessToken(deps: LookupDeps, auth: AuthContext): Promise<UscisAccessTokenResponse> {
  await assertReceiptActionsAllowed(deps.db, auth);
  const granted = await deps.uscis.accessToken().catch((error: unknown) => {
    throw asAppError(error);
  });
  const expiresIn = Math.min(granted.expiresIn, TICKET_MAX_SECONDS);
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  return {
    access_token: deps.secrets.sign(TICKET_PURPOSE, `${auth.user.id}.${expiresAt}`),
    token_type: 'Bearer',
    expires_in: expiresIn,
    sandbox: deps.uscis.sandbox,
  };
}

/** The lookup token must be one we issued to this user and still be live; else 'Authentication Failed!'. */
function assertTicket(deps: LookupDeps, auth: AuthContext, ticket: string | undefined): void {
  const value = ticket ? deps.secrets.verify(TICKET_PURPOSE, ticket) : null;
  const [userId, expiresAt] = (value ?? '').split('.');
  if (!value || Number(userId) !== auth.user.id || Number(expiresAt) <= Date.now() / 1000) {
    throw new AppError(403, 'uscis_auth_failed', CASE_RECEIPT_MESSAGES.authFailed);
  }
}

export async function governmentCaseStatus(
  deps: LookupDeps,
  auth: AuthContext,
  receiptNumber: string,
  ticket: string | undefined,
): Promise<GovernmentCaseStatusResponse> {
  assertTicket(deps, auth, ticket);
  const takenAt = new Date();
  const usage = await consumeUsage(deps.db, auth, 'used_uscis_queries', takenAt).catch((error: unknown) => {
    throw asQueriesLimit(error);
  });
  let lookup: Awaited<ReturnType<UscisProvider['caseStatus']>>;
  try {
    lookup = await deps.uscis.caseStatus(receiptNumber);
  } catch (error) {
    await returnUsage(deps.db, auth, 'used_uscis_queries', takenAt);
    throw asAppError(error);
  }
  if (lookup.waitedMs > 0) {
    deps.log.info({ waited_ms: lookup.waitedMs }, 'USCIS lookup waited for the shared rate budget');
  }
  const answered = { waited_ms: lookup.waitedMs, sandbox: deps.uscis.sandbox };
  if (!lookup.found) {
    await returnUsage(deps.db, auth, 'used_uscis_queries', takenAt);
    return { message: lookup.message, usage: await readUsage(deps.db, auth.user.id, auth.firm.timeZone), ...answered };
  }
  const status = lookup.caseStatus;
  const now = new Date();
  const change = await recordStatus(deps.db, auth.firm.id, { ...status, receiptNumber }, 'manual', now);
  if (change) await tellChange(deps, change, receiptNumber, now);
  return {
    case_status: {
      receiptNumber: status.receiptNumber,
      formType: status.formType,
      submittedDate: status.submittedDate,
      modifiedDate: status.modifiedDate,
      current_case_status_text_en: status.statusTextEn,
      current_case_status_desc_en: status.statusDescEn,
    },
    message: lookup.message,
    usage,
    ...answered,
  };
}
