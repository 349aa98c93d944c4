import { DOCUMENT_MESSAGES } from '@counsel/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../locales/i18n';
import { isKnownServerMessage, translateServerMessage } from './server-messages';

afterAll(() => i18n.changeLanguage('en'));

describe('translateServerMessage', () => {
  it('knows every upload message of the documents API and says it in Arabic', async () => {
    await i18n.changeLanguage('ar');
    for (const message of Object.values(DOCUMENT_MESSAGES)) {
      expect(isKnownServerMessage(message)).toBe(true);
      const arabic = translateServerMessage(i18n.t, message);
      expect(arabic).not.toBe(message);
      expect(arabic).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('passes an unknown message through as it came', () => {
    expect(translateServerMessage(i18n.t, 'Something new')).toBe('Something new');
  });
});
