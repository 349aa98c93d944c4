/**
 * The server's field messages for templates and merge fields, in the interface's language: the API
 * answers with the shared contract's English texts (TEMPLATE_MESSAGES), matched back to keys here.
 */
import { TEMPLATE_MESSAGES } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import '../../../locales/templates';

const KEY_OF_MESSAGE = new Map<string, string>([
  [TEMPLATE_MESSAGES.subjectRequired, 'templates:editor.subjectRequired'],
  [TEMPLATE_MESSAGES.duplicateMergeField, 'templates:mergeFieldForm.duplicate'],
  [TEMPLATE_MESSAGES.unknownMergeField, 'templates:mergeFieldForm.unknown'],
  ['Field is required', 'templates:mergeFieldForm.fieldRequired'],
]);

/** A field message from the server, translated when it is one of the contract's; any other as it came. */
export function translateFieldMessage(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(key) : message;
}

/** The per-field errors of a 400/409/422 answer, translated; empty when the answer has none. */
export function fieldErrorsOf(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field, translateFieldMessage(t, message)]),
  );
}
