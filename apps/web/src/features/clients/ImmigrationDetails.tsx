/** The client's immigration facts on their profile: countries and statuses in the reader's language. */
import { type Client, formatANumber } from '@counsel/domain';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { clientsNs } from '../../locales/clients';
import { useCountryName } from '../../ui/country/CountrySelect';
import { Detail } from './ClientDetails';

export function ImmigrationDetails({ client }: { client: Client }) {
  const { t } = useTranslation(clientsNs);
  const format = useFormat();
  const countryName = useCountryName();
  const headingId = useId();
  const label = (key: string) => t(`immigration.fields.${key}`);
  const day = (value: string | null) => (value ? format.day(value) : null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {label('section')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Detail label={label('dateOfBirth')} value={day(client.date_of_birth)} />
        <Detail label={label('countryOfBirth')} value={countryName(client.country_of_birth)} />
        <Detail label={label('citizenship')} value={countryName(client.citizenship)} />
        <Detail
          label={label('status')}
          value={client.immigration_status && t(`immigration.statuses.${client.immigration_status}`)}
        />
        <Detail label={label('statusExpiry')} value={day(client.immigration_status_expiry_date)} />
        <Detail label={label('aNumber')} value={client.a_number && formatANumber(client.a_number)} ltr />
        <Detail label={label('uscisAccount')} value={client.uscis_online_account_number} ltr />
        <Detail label={label('i94')} value={client.i94_number} ltr />
        <Detail label={label('passportNumber')} value={client.passport_number} ltr />
        <Detail label={label('passportIssueDate')} value={day(client.passport_issue_date)} />
        <Detail label={label('passportExpiryDate')} value={day(client.passport_expiry_date)} />
        <Detail label={label('lastEntry')} value={day(client.last_entry_date)} />
      </SimpleGrid>
    </Paper>
  );
}
