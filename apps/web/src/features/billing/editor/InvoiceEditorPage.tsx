/**
 * The routes of the bill invoice screen (billing.md §2):
 *   /client/{clientId}/invoices/create-invoice?type=bill&from=client|case[&caseId][&timeEntries][&id]
 *   /client/{clientId}/cases/{caseId}/case-invoice/create-invoice
 *   /client/{clientId}/invoices/{invoiceId}/edit
 * It decides the mode, checks the permission, loads what the screen starts from, and takes the
 * `timeEntries` parameter out of the address once it has been read.
 */

import { decodeInvoiceTimeEntries, defaultInvoiceTitle, type InvoiceTimeEntryLine } from '@counsel/domain';
import { Alert, Anchor, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useClientCasesLight } from '../../../entities/case/use-cases';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { invoiceEditorNs } from '../../../locales/invoiceEditor';
import { NoAccess } from '../../../ui/NoAccess';
import { NotFound } from '../../../ui/NotFound';
import { PageLoader } from '../../../ui/PageLoader';
import { toast } from '../../../ui/toast';
import { useFirmInvoiceSettings } from '../settings/use-invoice-settings';
import { newInvoiceState, savedInvoiceState } from './editor-state';
import { InvoiceEditor } from './InvoiceEditor';
import { useClientName, useGeneratedInvoiceNumber, useInvoice } from './use-invoice-editor-api';

const isId = (value: number | null): value is number => value !== null && Number.isInteger(value) && value > 0;
const idOf = (text: string | null | undefined): number | null => (text ? Number(text) : null);

const TrustInvoicePage = lazy(() => import('../trust/TrustInvoicePage'));

/** The create address serves both kinds: type=trust opens the trust invoice screen (screen 2). */
export default function InvoiceEditorPage() {
  const [search] = useSearchParams();
  const params = useParams();
  if (search.get('type') === 'trust' && params.invoiceId === undefined) {
    return (
      <Suspense fallback={<PageLoader />}>
        <TrustInvoicePage />
      </Suspense>
    );
  }
  return <BillInvoicePage />;
}

function BillInvoicePage() {
  const { t } = useTranslation(invoiceEditorNs);
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const ability = useAbility();
  const clientId = Number(params.clientId);
  const invoiceIdText = params.invoiceId ?? search.get('id');
  const invoiceId = idOf(invoiceIdText);
  const editing = invoiceIdText !== null;
  // Read once: the parameter leaves the address right away, the lines stay with the screen.
  const [timeEntryLines] = useState<InvoiceTimeEntryLine[]>(() => decodeInvoiceTimeEntries(search.get('timeEntries')));
  const consumed = useRef(false);

  useEffect(() => {
    if (consumed.current || !search.has('timeEntries')) return;
    consumed.current = true;
    if (!isId(clientId)) toast.error(t('toasts.clientIdRequired'));
    const rest = new URLSearchParams(search);
    rest.delete('timeEntries');
    const text = rest.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' }, { replace: true });
  }, [search, clientId, navigate, location.pathname, t]);

  if (!ability.can(editing ? 'update' : 'create', 'invoices')) return <NoAccess />;
  if (!isId(clientId) || (editing && !isId(invoiceId))) return <NotFound />;
  if (editing && isId(invoiceId)) {
    return <EditInvoice clientId={clientId} invoiceId={invoiceId} timeEntryLines={timeEntryLines} />;
  }
  const fromCase = params.caseId !== undefined || search.get('from') === 'case';
  const caseId = idOf(params.caseId ?? search.get('caseId'));
  if (fromCase && !isId(caseId)) return <NotFound />;
  return (
    <CreateInvoice
      clientId={clientId}
      caseId={fromCase ? caseId : null}
      fromCase={fromCase}
      timeEntryLines={timeEntryLines}
    />
  );
}

interface CreateInvoiceProps {
  clientId: number;
  caseId: number | null;
  fromCase: boolean;
  timeEntryLines: InvoiceTimeEntryLine[];
}

function CreateInvoice({ clientId, caseId, fromCase, timeEntryLines }: CreateInvoiceProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const settings = useFirmInvoiceSettings();
  const number = useGeneratedInvoiceNumber(true);
  const client = useClientName(clientId, true);
  const [now] = useState(() => new Date());

  if (client.isError && isApiError(client.error, 'not_found')) return <NotFound />;
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title={t('load.settingsError')}>
        {errorMessage(t, settings.error)}
      </Alert>
    );
  }
  return (
    <InvoiceEditor
      initial={newInvoiceState({
        settings: settings.data,
        // In the invoice's language, which follows the firm's until the settings choose another.
        title: defaultInvoiceTitle('BILL', settings.data.language),
        now,
      })}
      context={{ clientId, clientName: client.data ?? null, caseId, fromCase, invoice: null }}
      generatedNumber={number.data ?? null}
      numberPending={number.isPending}
      timeEntryLines={timeEntryLines}
    />
  );
}

function EditInvoice({
  clientId,
  invoiceId,
  timeEntryLines,
}: {
  clientId: number;
  invoiceId: number;
  timeEntryLines: InvoiceTimeEntryLine[];
}) {
  const { t } = useTranslation(invoiceEditorNs);
  const toPath = useLocalePath();
  const invoice = useInvoice(invoiceId);
  // The editor names each matter from the client's cases: ask for them beside the invoice, not after it.
  useClientCasesLight(clientId);

  if (invoice.isPending) return <PageLoader />;
  // An invoice of another client is not found under this client's address.
  const missing =
    (invoice.isError && (isApiError(invoice.error, 'not_found') || isApiError(invoice.error, 'validation_failed'))) ||
    (invoice.isSuccess && invoice.data.client_id !== clientId);
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
  if (data.type !== 'BILL') {
    return (
      <Alert color="yellow" role="alert">
        {t('load.notBill')}
      </Alert>
    );
  }
  return (
    <InvoiceEditor
      key={data.id}
      initial={savedInvoiceState(data)}
      context={{
        clientId,
        clientName: data.client.name,
        caseId: data.case_id,
        fromCase: data.case_id !== null,
        invoice: data,
      }}
      generatedNumber={null}
      numberPending={false}
      timeEntryLines={timeEntryLines}
    />
  );
}
