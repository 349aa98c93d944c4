/**
 * The server's per-field messages (validation_failed `fields`) in the interface's language. The API
 * answers in English, with the shared schemas' texts; those it is known to send are matched back to
 * their keys here, so a field message never reaches an Arabic screen in English.
 */
import { DOCUMENT_MESSAGES, IMMIGRATION_REASONS } from '@counsel/domain';
import type { TFunction } from 'i18next';

/** English text → key under common:serverMessages. */
const KEY_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(IMMIGRATION_REASONS).map(([reason, message]): [string, string] => [message, reason]),
  ['Choose a country from the list', 'unknownCountry'],
  ['Choose a state from the list', 'unknownState'],
  [DOCUMENT_MESSAGES.fileRequired, 'documentFileRequired'],
  [DOCUMENT_MESSAGES.titleTooLong, 'documentTitleTooLong'],
]);

/** Whether the server's message has a translation. */
export function isKnownServerMessage(message: string): boolean {
  return KEY_OF_MESSAGE.has(message);
}

/** A server field message, translated where it is known; any other as it came. */
export function translateServerMessage(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`common:serverMessages.${key}`) : message;
}
