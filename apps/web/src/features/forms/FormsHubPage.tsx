/** /forms: the public forms library, the firm's own forms, filling a form for a client, the forms waiting to be filled and those sent to clients. */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconFolders, IconWritingSign } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { formFillingNs } from '../../locales/formFilling';
import { formsNs } from '../../locales/forms';
import { AssignedFillings } from './assign/AssignedFillings';
import { FormsBreadcrumbs } from './FormsBreadcrumbs';
import { SentForms } from './sending/SentForms';

export default function FormsHubPage() {
  const { t } = useTranslation(formsNs);
  const { t: tFill } = useTranslation(formFillingNs);
  const localePath = useLocalePath();
  const cards = [
    {
      to: '/forms/public-forms',
      title: t('hub.public'),
      description: t('hub.publicDescription'),
      Icon: IconBuildingBank,
    },
    {
      to: '/forms/law-firm-forms',
      title: t('hub.lawFirm'),
      description: t('hub.lawFirmDescription'),
      Icon: IconFolders,
    },
    {
      to: '/forms/fill',
      title: tFill('hubCard'),
      description: tFill('hubCardDescription'),
      Icon: IconWritingSign,
    },
  ];
  return (
    <Stack gap="md">
      <FormsBreadcrumbs steps={[{ label: t('hub.title') }]} />
      <Title order={1} size="h2">
        {t('hub.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map(({ to, title, description, Icon }) => (
          <Card key={to} component={Link} to={localePath(to)} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              <Icon size={28} aria-hidden />
              <Text fw={600} size="lg">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <AssignedFillings />
      <SentForms />
    </Stack>
  );
}
