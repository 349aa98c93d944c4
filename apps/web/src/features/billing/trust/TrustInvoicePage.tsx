/**
 * The routes of the trust invoice screen (billing.md §2, screen 2):
 *   /client/{clientId}/invoices/create-invoice?type=trust&from=client|case[&caseId]
 *   /client/{clientId}/invoices/{invoiceId}/edit-trust
 * It decides the mode, checks the permission and loads what the screen starts from.
 */

import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { trustInvoiceNs } from '../../../locales/trustInvoice';
import { NoAccess } from '../../../ui/NoAccess';
import { NotFound } from '../../../ui/NotFound';
import { PageLoader } from '../../../ui/PageLoader';
import { useClientName, useGeneratedInvoiceNumber, useInvoice } from '../editor/use-invoice-editor-api';
import { useFirmInvoiceSettings } from '../settings/use-invoice-settings';
import { TrustInvoiceEditor } from './TrustInvoiceEditor';
import { newTrustState, savedTrustState } from './trust-state';

const isId = (value: number | null): value is number => value !== null && Number.isInteger(value) && value > 0;

export default function TrustInvoicePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const ability = useAbility();
  const clientId = Number(params.clientId);
  const editing = params.invoiceId !== undefined;
  const invoiceId = editing ? Number(params.invoiceId) : null;

  if (!ability.can(editing ? 'update' : 'create', 'invoices')) return <NoAccess />;
  if (!isId(clientId) || (editing && !isId(invoiceId))) return <NotFound />;
  if (editing && isId(invoiceId)) return <EditTrustInvoice clientId={clientId} invoiceId={invoiceId} />;
  const fromCase = search.get('from') === 'case';
  const caseId = search.get('caseId') ? Number(search.get('caseId')) : null;
  if (fromCase && !isId(caseId)) return <NotFound />;
  return <CreateTrustInvoice clientId={clientId} caseId={fromCase ? caseId : null} fromCase={fromCase} />;
}

function CreateTrustInvoice({
  clientId,
  caseId,
  fromCase,
}: {
  clientId: number;
  caseId: number | null;
  fromCase: boolean;
}) {
  const { t } = useTranslation(trustInvoiceNs);
  const settings = useFirmInvoiceSettings();
  const number = useGeneratedInvoiceNumber(true);
  const client = useClientName(clientId, true);
  const [now] = useState(() => new Date());

  if (client.isError && isApiError(client.error, 'not_found')) return <NotFound />;
  if (settings.isPending || client.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title={t('load.settingsError')}>
        {errorMessage(t, settings.error)}
      </Alert>
    );
  }
  return (
    <TrustInvoiceEditor
      initial={newTrustState({ settings: settings.data, clientId, caseId, now })}
      context={{ routeClientId: clientId, clientName: client.data ?? null, fromCase, invoice: null }}
      generatedNumber={number.data ?? null}
    />
  );
}

function EditTrustInvoice({ clientId, invoiceId }: { clientId: number; invoiceId: number }) {
  const { t } = useTranslation(trustInvoiceNs);
  const toPath = useLocalePath();
  const invoice = useInvoice(invoiceId);
  const [now] = useState(() => new Date());

  if (invoice.isPending) return <PageLoader />;
  // An invoice of another client, or a bill invoice, is not found under this address.
  const missing =
    (invoice.isError && isApiError(invoice.error, 'not_found')) ||
    (invoice.isSuccess && (invoice.data.client_id !== clientId || invoice.data.type !== 'TRUST'));
  if (missing) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert" title={t('load.notFoundTitle')}>
          {t('load.notFound')}
        </Alert>
        <Anchor component={Link} to={toPath(`/client/${clientId}/profile/invoices`)}>
          {t('back')}
        </Anchor>
      </Stack>
    );
  }
  if (invoice.isError) {
    return (
      <Alert color="red" role="alert" title={t('load.error')}>
        {errorMessage(t, invoice.error)}
      </Alert>
    );
  }
  const data = invoice.data;
  return (
    <TrustInvoiceEditor
      key={data.id}
      initial={savedTrustState(data, now)}
      context={{ routeClientId: clientId, clientName: data.client.name, fromCase: false, invoice: data }}
      generatedNumber={null}
    />
  );
}
