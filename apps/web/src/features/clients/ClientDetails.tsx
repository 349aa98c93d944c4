import { CLIENT_GENDERS, type Client, type ClientGender } from '@counsel/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsNs } from '../../locales/clients';
import { usePlaceNames } from '../../ui/address/place-names';
import { formatPhoneForDisplay } from '../../ui/phone-number';

export function Detail({ label, value, ltr }: { label: string; value: string | null | undefined; ltr?: boolean }) {
  const { t } = useTranslation(clientsNs);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} dir={ltr && value ? 'ltr' : undefined} ta="start" c={value ? undefined : 'dimmed'}>
        {/* bdi: a street like "5810 Hillcroft Ave" keeps its own order inside an Arabic page. */}
        {value ? <bdi>{value}</bdi> : t('profile.notGiven')}
      </Text>
    </Stack>
  );
}

export function genderLabel(t: (key: string) => string, gender: string | null): string | null {
  if (!gender) return null;
  return (CLIENT_GENDERS as readonly string[]).includes(gender)
    ? t(`clients:genders.${gender as ClientGender}`)
    : gender;
}

/** The client's own details: contact information and address. */
export function ClientDetails({ client }: { client: Client }) {
  const { t } = useTranslation(clientsNs);
  const headingId = useId();
  const { address } = client;
  // Picked places are named in the reader's language, whatever language they were picked in.
  const places = usePlaceNames(address);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('profile.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Detail label={t('profile.labels.gender')} value={genderLabel(t, client.gender)} />
        <Detail label={t('profile.labels.email')} value={client.email} ltr />
        <Detail
          label={t('profile.labels.phone')}
          value={client.phone_number && formatPhoneForDisplay(client.phone_number)}
          ltr
        />
        <Detail label={t('profile.labels.street')} value={address.street} />
        <Detail label={t('profile.labels.city')} value={places.city} />
        <Detail label={t('profile.labels.state')} value={places.state} />
        <Detail label={t('profile.labels.postalCode')} value={address.postal_code} />
        <Detail label={t('profile.labels.country')} value={places.country} />
      </SimpleGrid>
    </Paper>
  );
}
