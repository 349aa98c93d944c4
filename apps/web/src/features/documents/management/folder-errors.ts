/** Translated messages of the folder calls' own error codes; anything else reads like every other failure. */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';

const FOLDER_CODES = ['directory_name_taken', 'directory_not_empty', 'directory_move_into_itself'] as const;

export function folderErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && (FOLDER_CODES as readonly string[]).includes(error.code)) {
    return t(`management.errors.${error.code}`);
  }
  return errorMessage(t, error);
}
