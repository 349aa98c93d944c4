import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The app's error boundary: a page that crashed shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // Kept in the console for whoever investigates; the user sees a translated, calm message.
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" role="alert">
        <Title order={1} size="h2">
          {t('crash.title')}
        </Title>
        <Text c="dimmed">{t('crash.description')}</Text>
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
