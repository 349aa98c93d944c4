/**
 * /client/{clientId}: the client's header and details, then the sections other features add
 * (family, employers and schools; the client's cases), each a Paper section in one column.
 */

import { clientFullName } from '@counsel/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useClient } from '../../entities/client/use-client';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { directionOf, useLocale, useLocalePath } from '../../lib/locale';
import { clientsNs } from '../../locales/clients';
import { Avatar } from '../../ui/Avatar';
import { PageLoader } from '../../ui/PageLoader';
import { ClientInvoicesButton } from '../billing/lists/InvoicesLinkButton';
import { ClientCasesSection } from '../cases/ClientCasesSection';
import { ClientDocumentsButton } from '../documents/ClientDocuments';
import { ReopenFilledForm } from '../forms/filling/ReopenFilledForm';
import { SentForms } from '../forms/sending/SentForms';
import { UnappliedFundsSection } from '../payments/UnappliedFundsSection';
import { ClientPortalCard } from '../portal/staff/ClientPortalCard';
import { ClientDetails } from './ClientDetails';
import { ClientFormModal } from './ClientFormModal';
import { ClientPhotoButton } from './ClientPhotoButton';
import { ImmigrationDetails } from './ImmigrationDetails';
import { EmployersSection, FamilyContactsSection, SchoolsSection } from './records';

export default function ClientProfilePage() {
  const { t } = useTranslation(clientsNs);
  const { locale } = useLocale();
  const to = useLocalePath();
  const format = useFormat();
  const ability = useAbility();
  const clientId = Number(useParams().clientId);
  const query = useClient(clientId);
  const [editing, setEditing] = useState(false);
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  const back = (
    <Anchor component={Link} to={to('/clients')} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={14} aria-hidden />
        {t('profile.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending && Number.isInteger(clientId) && clientId > 0) return <PageLoader />;
  if (!query.data) {
    const missing = !Number.isInteger(clientId) || clientId <= 0 || isApiError(query.error, 'not_found');
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Alert color={missing ? 'gray' : 'red'} role="alert" title={missing ? undefined : t('profile.loadError')}>
          {missing ? t('profile.notFound') : errorMessage(t, query.error)}
        </Alert>
      </Stack>
    );
  }

  const { client } = query.data;
  const name = clientFullName(client);

  return (
    <Stack gap="lg">
      {back}
      <Paper withBorder p="md" component="header">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar name={name} image={client.image} size="xl" />
            <div>
              <Title order={1} size="h2">
                {name}
              </Title>
              <Text c="dimmed" size="sm">
                {t('profile.since', { date: format.date(client.created_at) })}
              </Text>
            </div>
          </Group>
          <Group gap="sm">
            <ClientInvoicesButton clientId={client.id} />
            <ClientDocumentsButton clientId={client.id} clientName={name} formEditor={ReopenFilledForm} />
            {ability.can('update', 'clients') && <ClientPhotoButton clientId={client.id} />}
            {ability.can('update', 'clients') && (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('profile.edit')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>

      <ClientDetails client={client} />
      <ImmigrationDetails client={client} />

      <FamilyContactsSection clientId={client.id} />
      <EmployersSection clientId={client.id} />
      <SchoolsSection clientId={client.id} />

      <ClientCasesSection clientId={client.id} clientName={name} clientEmail={client.email} />

      <UnappliedFundsSection clientId={client.id} />

      <ClientPortalCard clientId={client.id} clientName={name} />

      {ability.can('read', 'forms') && <SentForms clientId={client.id} />}

      <ClientFormModal opened={editing} clientId={client.id} onClose={() => setEditing(false)} />
    </Stack>
  );
}
