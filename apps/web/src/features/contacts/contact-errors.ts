/** API failures of the contact calls as translated messages and field errors (people-and-scheduling §8). */
// The contacts strings this file names.
import '../../locales/contacts';
import { CONTACT_MESSAGES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { type ContactFieldPath, fieldOf } from './contact-form';

/** Field errors the server named, translated where the message is one of the spec's. */
export function serverFieldErrors(t: TFunction, error: unknown): Array<[ContactFieldPath, string]> {
  if (!(error instanceof ApiError) || !error.fields) return [];
  return Object.entries(error.fields).flatMap(([path, message]) => {
    const field = fieldOf(path.split('.'));
    if (!field) return [];
    if (message === CONTACT_MESSAGES.dateOfBirthFuture) return [[field, t('contacts:form.errors.dateOfBirthFuture')]];
    if (message === CONTACT_MESSAGES.contactExists) return [[field, t('contacts:form.errors.contactExists')]];
    return [[field, t('common:validation.invalid')]];
  });
}

/** Why retrieving a deleted contact failed. */
export function retrieveErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error, 'validation_failed') && error.message === CONTACT_MESSAGES.retrieveEmailRequired) {
    return t('contacts:deletedContactModal.toasts.emailRequired');
  }
  if (isApiError(error, 'not_found')) return t('contacts:deletedContactModal.toasts.notFound');
  return t('contacts:deletedContactModal.toasts.retrieveError');
}

/** Brings a field into view and puts the cursor in it; address parts fall back to their whole fieldset. */
export function scrollToField(path: string): void {
  const box =
    document.querySelector<HTMLElement>(`[data-field="${path}"]`) ??
    document.querySelector<HTMLElement>(`[data-field="${path.split('.')[0]}"]`);
  if (!box) return;
  box.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const input = box.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box.querySelector<HTMLElement>('input');
  input?.focus({ preventScroll: true });
}

/** Codes of the contact calls that have their own words; anything else gets the common message. */
const CONTACT_CODES: Record<string, string> = {
  contact_exists: 'contacts:form.errors.contactExists',
  deleted_contact: 'contacts:form.errors.deletedContactEmail',
  client_contact: 'contacts:errors.clientContact',
  not_an_organisation: 'contacts:errors.notAnOrganisation',
  primary_contact_not_individual: 'contacts:errors.primaryNotIndividual',
};

export function contactErrorMessage(t: TFunction, error: unknown): string {
  const key = error instanceof ApiError ? CONTACT_CODES[error.code] : undefined;
  return key ? t(key) : errorMessage(t, error);
}
