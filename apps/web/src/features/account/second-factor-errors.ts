// The strings this file names.
import '../../locales/secondFactor';
import { SECOND_FACTOR_ERROR_CODES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';

const CODES: readonly string[] = [...SECOND_FACTOR_ERROR_CODES, 'too_many_requests'];

/** A refused code or challenge in the user's words; anything else the common text. */
export function secondFactorErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && CODES.includes(error.code)) return t(`secondFactor:errors.${error.code}`);
  return errorMessage(t, error);
}
