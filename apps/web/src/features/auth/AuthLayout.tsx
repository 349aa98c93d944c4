import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** The language switch; the client portal brings its own, which never touches a staff account. */
  language?: ReactNode;
  children: ReactNode;
}

/** Frame of the sign-in and sign-up pages, with a language switch so Arabic speakers can read them. */
export function AuthLayout({ title, subtitle, language, children }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <SkipLink />
      <Group component="header" justify="space-between" p="md">
        <Group gap={6} c="navy.8">
          <IconScale size={26} aria-hidden />
          <Text fw={700} fz="lg">
            {t('appName')}
          </Text>
        </Group>
        {language ?? <LanguageSwitch />}
      </Group>
      <Center component="main" id={MAIN_CONTENT_ID} px="md" py="xl">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={440}>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
