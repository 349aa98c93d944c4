import { CURRENT_TERMS_VERSION } from '@counsel/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { localDay } from '../../lib/local-day';
import { termsNs } from '../../locales/terms';

/** The sections of the terms, in order; their text is the `terms` namespace's, in English and Arabic. */
const SECTIONS = [
  'services',
  'eligibility',
  'account',
  'use',
  'data',
  'storage',
  'privacy',
  'connections',
  'confidentiality',
  'changes',
  'ending',
  'contact',
] as const;

/**
 * The terms' text under their version. The spec makes the effective date the current date, so it is today in
 * the reader's calendar and language; the version names the text itself.
 */
export function TermsDocument({ headingOrder }: { headingOrder: 2 | 3 }) {
  const { t } = useTranslation(termsNs);
  const format = useFormat();
  return (
    <Stack gap="md">
      <div>
        <Text fw={500}>{t('version', { version: CURRENT_TERMS_VERSION })}</Text>
        <Text>{t('effectiveDate', { date: format.day(localDay(new Date())) })}</Text>
      </div>
      <Text>{t('intro')}</Text>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <Title order={headingOrder} size="h4" id={`terms-${section}`} mb={4}>
            {t(`sections.${section}.heading`)}
          </Title>
          <Text>{t(`sections.${section}.body`)}</Text>
        </section>
      ))}
    </Stack>
  );
}
