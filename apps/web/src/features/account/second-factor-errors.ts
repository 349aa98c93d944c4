// The strings this file names.
import '../../locales/secondFactor';
import { PASSKEY_ERROR_CODES, SECOND_FACTOR_ERROR_CODES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';

const CODES: readonly string[] = [...SECOND_FACTOR_ERROR_CODES, ...PASSKEY_ERROR_CODES, 'too_many_requests'];

/**
 * A refused code, passkey or challenge in the user's words (a passkey prompt closed or timed out too, and a
 * browser that has no passkey for this site); anything else the common text.
 */
export function secondFactorErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return t('secondFactor:errors.passkey_cancelled');
  }
  if (error instanceof ApiError && CODES.includes(error.code)) return t(`secondFactor:errors.${error.code}`);
  return errorMessage(t, error);
}
