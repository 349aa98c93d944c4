import '../../../locales/caseTasks';
import { CASE_TASK_ERROR_CODES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';

const CODES: readonly string[] = [...CASE_TASK_ERROR_CODES, 'invalid_path'];

/** The case-task rules' codes in the user's language; anything else as the common errors say it. */
export function caseTaskErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && CODES.includes(error.code)) return t(`caseTasks:errors.${error.code}`);
  return errorMessage(t, error);
}
