/**
 * What a member of a firm that requires a second factor sees until they set one up: the enrolment alone,
 * outside the app's shell (every other call would be refused with second_factor_required).
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { useLogout } from '../../lib/logout';
import { secondFactorNs } from '../../locales/secondFactor';
import { PasskeysSection } from './PasskeysSection';
import { SecondFactorSection } from './SecondFactorSection';

export default function SecondFactorRequired() {
  const { t } = useTranslation(secondFactorNs);
  const logout = useLogout();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} size="h2">
              {t('required.title')}
            </Title>
            <Text c="dimmed">{t('required.text')}</Text>
          </div>
          <Button variant="default" onClick={() => void logout()}>
            {t('required.signOut')}
          </Button>
        </Group>
        {/* Set up: on to the app's home page, which the session read again now opens. */}
        <SecondFactorSection enrolOnly onEnrolled={() => void navigate(toPath('/'), { replace: true })} />
        {/* A passkey is a second factor too. */}
        <PasskeysSection onAdded={() => void navigate(toPath('/'), { replace: true })} />
      </Stack>
    </Container>
  );
}
