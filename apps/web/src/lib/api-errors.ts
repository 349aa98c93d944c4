/** Turns API failures into translated text: the server's English message is never shown as-is in Arabic. */
import type { TFunction } from 'i18next';
import { ApiError } from './api';

export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return t(`common:errors.${error.code}`, { defaultValue: t('common:errors.unknown') });
  }
  if (error instanceof TypeError) return t('common:errors.network');
  return t('common:errors.unknown');
}
