import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NoAccessProps {
  title?: string;
  description?: string;
}

/** Shown in place of a page or action the user's permissions do not cover. */
export function NoAccess({ title, description }: NoAccessProps) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconLock size={28} />
      </ThemeIcon>
      <Title order={2} size="h3" ta="center">
        {title ?? t('noAccess.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={460}>
        {description ?? t('noAccess.description')}
      </Text>
    </Stack>
  );
}
