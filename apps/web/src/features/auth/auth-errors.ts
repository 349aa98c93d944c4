// The auth strings this file names.
import '../../locales/auth';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';

/** Sign-in and sign-up failures the user can act on get their own words; anything else the common text. */
const AUTH_CODES = ['invalid_credentials', 'too_many_requests', 'email_taken', 'validation_failed'] as const;

export function authErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (AUTH_CODES as readonly string[]).includes(error.code)) {
    return t(`auth:errors.${error.code}`);
  }
  return errorMessage(t, error);
}
