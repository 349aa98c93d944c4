/** The portal's refusals in the page's language: the contract's codes each get their own words. */
import '../../locales/portal';
import { PORTAL_ERRORS } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';

/** The code's key among the portal's texts (errors.<key>), by PORTAL_ERRORS. */
const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(PORTAL_ERRORS).map(([key, code]) => [code, key]),
);

export function portalErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('portal:errors.tooManyRequests');
    const key = KEYS[error.code];
    if (key) return t(`portal:errors.${key}`);
  }
  return errorMessage(t, error);
}

export type TokenProblem = 'tokenNotFound' | 'tokenExpired' | 'tokenUsed' | 'failed';

/** Why a mailed set-password link cannot be used; a malformed token is as unknown as a missing one. */
export function tokenProblem(error: unknown): TokenProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === PORTAL_ERRORS.tokenExpired) return 'tokenExpired';
  if (error.code === PORTAL_ERRORS.tokenUsed) return 'tokenUsed';
  if (error.code === PORTAL_ERRORS.tokenNotFound || error.status === 404 || error.status === 400) {
    return 'tokenNotFound';
  }
  return 'failed';
}
