/**
 * /account/security: the signed-in user's own security, open to every employee. Their active sessions (signing
 * out of one or of all the others), their second factors (an authenticator app and its recovery codes, their
 * passkeys), and their recent sign-ins.
 */
import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { securityNs } from '../../locales/security';
import { PasskeysSection } from './PasskeysSection';
import { SecondFactorSection } from './SecondFactorSection';
import { SessionsSection } from './SessionsSection';
import { SignInHistorySection } from './SignInHistorySection';

export default function SecurityPage() {
  const { t } = useTranslation(securityNs);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <SessionsSection />
      <SecondFactorSection />
      <PasskeysSection />
      <Divider />
      <SignInHistorySection />
    </Stack>
  );
}
