import { clientFullName, createInvoicePath } from '@counsel/domain';
import { Stack } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useClient } from '../../../entities/client/use-client';
import { isApiError } from '../../../lib/api';
import { useAbility } from '../../../lib/current-user';
import { invoicesNs } from '../../../locales/invoices';
import { NotFound } from '../../../ui/NotFound';
import { PageLoader } from '../../../ui/PageLoader';
import { RecordPaymentButton } from '../../payments/RecordPaymentButton';
import { InvoicesList } from './InvoicesList';
import { InvoicesPageHeader } from './InvoicesPageHeader';

/** /client/{clientId}/profile/invoices: one client's invoices, where the invoice screen returns after a save. */
export default function ClientInvoicesPage() {
  const { t } = useTranslation(invoicesNs);
  const clientId = Number(useParams().clientId);
  const valid = Number.isInteger(clientId) && clientId > 0;
  const client = useClient(clientId, valid);
  const canCreate = useAbility().can('create', 'invoices');

  if (!valid || isApiError(client.error, 'not_found')) return <NotFound />;
  if (client.isPending) return <PageLoader />;
  // Someone who may read invoices but not clients still gets the list, under a title without the name.
  const name = client.data ? clientFullName(client.data.client) : null;

  return (
    <Stack gap="lg">
      <InvoicesPageHeader
        title={
          name === null ? (
            t('client.titleWithoutName')
          ) : (
            <Trans t={t} i18nKey="client.title" values={{ name }} components={{ name: <bdi /> }} />
          )
        }
        description={t('client.description')}
        back={{ to: `/client/${clientId}`, label: t('client.back') }}
        create={
          canCreate
            ? { bill: createInvoicePath({ clientId }), trust: createInvoicePath({ clientId, type: 'trust' }) }
            : undefined
        }
        actions={<RecordPaymentButton clientId={clientId} clientName={name} />}
      />
      <InvoicesList scope={{ kind: 'client', clientId }} showClient={false} />
    </Stack>
  );
}
