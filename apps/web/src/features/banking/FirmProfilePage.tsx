/**
 * /settings/{firmId}/settings-profile: the firm's own details (editable by those who manage settings,
 * shown to the others) and its bank details, which the invoice PDF prints under Payment Information.
 * Another firm's id is not found.
 */

import type { LawFirm } from '@counsel/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAbility, useMe } from '../../lib/current-user';
import { useLocale } from '../../lib/locale';
import { bankingNs } from '../../locales/banking';
import { usePlaceNames } from '../../ui/address/place-names';
import { NotFound } from '../../ui/NotFound';
import { FirmDetailsForm } from '../settings/firm/FirmDetailsForm';
import { SecondFactorRequirement } from '../settings/firm/SecondFactorRequirement';
import { BankDetailsForm } from './BankDetailsForm';

export default function FirmProfilePage() {
  const { t } = useTranslation(bankingNs);
  const { id } = useParams();
  const firm = useMe().law_firm;
  const canManage = useAbility().can('manage', 'settings');
  if (id !== String(firm.id)) return <NotFound />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Text c="dimmed">{t('profile.intro')}</Text>
      </div>
      {canManage ? <FirmDetailsForm firm={firm} /> : <FirmDetails firm={firm} />}
      {canManage && <SecondFactorRequirement firm={firm} />}
      <BankDetailsForm />
    </Stack>
  );
}

function FirmDetails({ firm }: { firm: LawFirm }) {
  const { t } = useTranslation(bankingNs);
  const { locale } = useLocale();
  const { street, postal_code } = firm.address;
  // Picked places are named in the reader's language; those typed by hand as they were typed.
  const places = usePlaceNames(firm.address);
  const address = [street, places.city, places.state, postal_code, places.country]
    .filter(Boolean)
    .join(locale === 'ar' ? '، ' : ', ');
  const rows: Array<[string, string | null, boolean]> = [
    [t('profile.name'), firm.name, false],
    [t('profile.email'), firm.email, true],
    [t('profile.phone'), firm.phone_number, true],
    [t('profile.address'), address || null, false],
    [t('profile.timeZone'), firm.time_zone.replaceAll('_', ' '), true],
    [t('profile.currency'), firm.currency, true],
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="firm-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="firm-details">
          {t('profile.firmTitle')}
        </Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1.5rem', margin: 0 }}>
          {rows.map(([label, value, isolate]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" fw={500}>
                {label}
              </Text>
              <Text component="dd" m={0} c={value ? undefined : 'dimmed'}>
                {value ? isolate ? <bdi>{value}</bdi> : value : t('profile.none')}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}
