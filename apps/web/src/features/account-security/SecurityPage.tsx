/** /account/security: how the signed-in user signs in (the second sign-in step). */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { SecondFactorSection } from './SecondFactorSection';

export default function SecurityPage() {
  const { t } = useTranslation(secondFactorNs);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      <SecondFactorSection />
    </Stack>
  );
}
