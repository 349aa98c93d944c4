/**
 * /settings/{firmId}: the settings home, one card per settings section the user may open (the page
 * registry's settings group, so a new settings page appears here once it is registered). Another firm's
 * id is not found.
 */

import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { settingsNs } from '../../locales/settings';
import { NotFound } from '../../ui/NotFound';
import { settingsSections } from './settings-sections';

export default function SettingsHomePage() {
  const { t } = useTranslation(settingsNs);
  const { id } = useParams();
  const firmId = useMe().law_firm.id;
  const can = useCan();
  const toPath = useLocalePath();
  if (id !== String(firmId)) return <NotFound />;

  const sections = settingsSections(firmId).filter((section) => can(section.permission));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <Text c="dimmed">{t('home.description')}</Text>
      </div>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Card
              component={Link}
              to={toPath(section.path)}
              withBorder
              padding="md"
              h="100%"
              aria-describedby={`settings-${section.id}-description`}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <section.icon size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(section.nameKey)}</Text>
                  <Text size="sm" c="dimmed" id={`settings-${section.id}-description`}>
                    {t(section.descriptionKey)}
                  </Text>
                </div>
              </Group>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
