/** Team failures in the user's words: known codes are translated, others show the server's text. */
// The team strings this file names.
import '../../locales/team';
import { TEAM_ERROR_CODES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { translateServerMessage } from '../../lib/server-messages';
import type { EmployeeFormValues } from './EmployeeDetailsFields';

const TRANSLATED = [...TEAM_ERROR_CODES, 'email_taken'] as readonly string[];

export function teamErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && TRANSLATED.includes(error.code)) return t(`team:errors.${error.code}`);
  return errorMessage(t, error);
}

/**
 * Adding an employee (spec §8): no permission and the plan's maximum have their own messages; otherwise
 * the server's message is shown, or 'Bad Request' when it gave none.
 */
export function addEmployeeErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(t, error);
  if (error.code === 'forbidden') return t('team:errors.noPermission');
  if (TRANSLATED.includes(error.code)) return t(`team:errors.${error.code}`);
  return error.message || t('team:errors.badRequest');
}

const FORM_FIELDS = ['full_name', 'email', 'phone_number', 'position', 'participant_types', 'rules'];
const ADDRESS_PARTS = ['street', 'postal_code', 'city', 'state', 'country'];

/** Puts the server's field errors under the fields they name ('address.state.name' under the state). */
export function showFieldErrors(t: TFunction, error: unknown, setError: UseFormSetError<EmployeeFormValues>): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [key, text] of Object.entries(error.fields)) {
    const message = translateServerMessage(t, text);
    const [head, part] = key.split('.');
    if (head === 'address' && part && ADDRESS_PARTS.includes(part)) {
      setError(`address.${part}` as FieldPath<EmployeeFormValues>, { message });
    } else if (head && FORM_FIELDS.includes(head)) {
      setError(head as FieldPath<EmployeeFormValues>, { message });
    }
  }
}
