/**
 * The library calls' refusals in the reader's language. The server also names the reason in English
 * (in `message`, and for uploads in `error`); its code says which one, so the translation is shown.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';

const KEYS: Record<string, string> = {
  directory_name_taken: 'directory.taken',
  directory_path_mismatch: 'directory.stale',
  directory_not_empty: 'manage.notEmpty',
  unsupported_file_type: 'upload.notPdf',
  payload_too_large: 'upload.tooLarge',
};

export function firmFormErrorMessage(t: TFunction, error: unknown, context: 'directory' | 'upload' | 'manage'): string {
  if (isApiError(error)) {
    const key = KEYS[error.code];
    if (key) return t(key);
    if (error.code === 'not_found' && context === 'upload') return t('upload.folderGone');
    if (error.code === 'not_found' && context === 'manage') return t('manage.gone');
  }
  return errorMessage(t, error);
}
