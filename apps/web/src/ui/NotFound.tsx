import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../lib/locale';

/** Any address the app does not know. */
export function NotFound() {
  const { t } = useTranslation('common');
  const to = useLocalePath();
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text fz={64} fw={700} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.description')}</Text>
      <Button component={Link} to={to('/')}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
