// The cases strings this file names.
import '../../locales/cases';
import { CASE_ERROR_CODES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';

/** The case rules' own codes in the user's language; anything else as the common errors say it. */
export function caseErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && (CASE_ERROR_CODES as readonly string[]).includes(error.code)) {
    return t(`cases:errors.${error.code}`);
  }
  return errorMessage(t, error);
}
