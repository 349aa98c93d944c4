/**
 * Screen 1, the bill invoice (create and edit): header fields, the charges by matter, the live totals,
 * the invoice's own settings and the save.
 */

import { type InvoiceSettingsFields, type InvoiceTimeEntryLine, invoiceSavedPath } from '@counsel/domain';
import { Alert, Button, Grid, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconSettings } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../lib/locale';
import { invoiceEditorNs } from '../../../locales/invoiceEditor';
import { ReasonedButton } from '../../../ui/ReasonedButton';
import { CopyPayLinkButton } from '../../online-payments/staff/CopyPayLinkButton';
import { InvoicePayments } from '../../payments/InvoicePayments';
import { PaymentTotals } from '../../payments/PaymentTotals';
import { toCents } from '../../payments/payment-form';
import { RecordPaymentButton } from '../../payments/RecordPaymentButton';
import { BillInvoicePreview } from '../preview/BillInvoicePreview';
import { ShareInvoiceButton } from '../preview/ShareInvoiceButton';
import { InvoiceSettingsModal } from '../settings/InvoiceSettingsModal';
import { ChargesArea } from './components/ChargesArea';
import { EditorHeading } from './components/EditorHeading';
import { InvoiceHeaderFields } from './components/InvoiceHeaderFields';
import { TotalsPanel } from './components/TotalsPanel';
import { type EditorState, listedPaymentsCents } from './editor-state';
import { type EditorContext, useInvoiceEditor } from './use-invoice-editor';

interface InvoiceEditorProps {
  initial: EditorState;
  context: EditorContext;
  /** Create mode: the number GET /invoice/generate-invoice-number reserved, once it arrives. */
  generatedNumber: string | null;
  numberPending: boolean;
  /** Lines of the `timeEntries` address parameter, added once when the screen opens. */
  timeEntryLines: InvoiceTimeEntryLine[];
}

export function InvoiceEditor({
  initial,
  context,
  generatedNumber,
  numberPending,
  timeEntryLines,
}: InvoiceEditorProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const toPath = useLocalePath();
  const model = useInvoiceEditor(initial, context);
  const { state, dispatch, totals } = model;
  const [settingsOpened, setSettingsOpened] = useState(false);
  const linesAdded = useRef(false);

  useEffect(() => {
    if (generatedNumber) dispatch({ type: 'numberGenerated', value: generatedNumber });
  }, [generatedNumber, dispatch]);

  // Once, even if React runs the effect twice: the lines are already out of the address.
  const { addTimeEntryLines } = model;
  useEffect(() => {
    if (linesAdded.current || timeEntryLines.length === 0) return;
    linesAdded.current = true;
    addTimeEntryLines(timeEntryLines);
  }, [timeEntryLines, addTimeEntryLines]);

  const editing = context.invoice !== null;
  const saved = context.invoice;
  // Payments count against the invoice as saved; the outstanding balance follows the total on screen.
  const paid = saved ? toCents(saved.payment_details.total_paid) : 0;
  const liveTotal = totals.totals?.totalCents ?? (saved ? toCents(saved.total) : 0);
  const back = invoiceSavedPath({ clientId: context.clientId, caseId: context.caseId, fromCase: context.fromCase });
  const saveSettings = (settings: InvoiceSettingsFields) => {
    dispatch({ type: 'setSettings', settings });
    setSettingsOpened(false);
  };

  return (
    <Stack gap="md">
      {model.unsavedPrompt}
      <EditorHeading backTo={toPath(back)} backLabel={t('back')} title={editing ? t('editTitle') : t('createTitle')}>
        {saved && (
          <RecordPaymentButton
            invoice={{
              id: saved.id,
              type: saved.type,
              total: saved.total,
              outstanding: saved.payment_details.outstanding_amount,
              client_id: saved.client_id,
              case_id: saved.case_id,
            }}
          />
        )}
        <ShareInvoiceButton invoice={saved} />
        {saved && <CopyPayLinkButton invoiceId={saved.id} outstanding={saved.payment_details.outstanding_amount} />}
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => setSettingsOpened(true)}
        >
          {t('settingsButton')}
        </Button>
        <ReasonedButton
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => void model.save()}
          loading={model.saving}
          reason={model.planAllows ? null : t('errors.plan_upgrade_required')}
        >
          {t('save')}
        </ReasonedButton>
      </EditorHeading>
      {!model.planAllows && (
        <Alert color="yellow" role="alert">
          {t('errors.plan_upgrade_required')}
        </Alert>
      )}
      {model.failure && model.planAllows && (
        <Alert color="red" role="alert" title={editing ? t('toasts.updateFailed') : t('toasts.createFailed')}>
          {model.failure}
        </Alert>
      )}
      <InvoiceHeaderFields
        state={state}
        dispatch={dispatch}
        clientName={context.clientName}
        serverFields={model.serverFields}
        showMissing={model.showMissing}
        numberPending={numberPending}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 9 }}>
          <ChargesArea model={model} context={context} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 3 }}>
          <TotalsPanel
            totals={totals.totals}
            discountTooLarge={totals.error !== null}
            settings={state.settings}
            listedPaymentsCents={listedPaymentsCents(state)}
          >
            {saved && <PaymentTotals paidCents={paid} outstandingCents={Math.max(0, liveTotal - paid)} />}
          </TotalsPanel>
        </Grid.Col>
      </Grid>
      {saved && <InvoicePayments payments={saved.payments} afterDelete="reload" totalCents={toCents(saved.total)} />}
      <InvoiceSettingsModal
        opened={settingsOpened}
        value={state.settings}
        invoiceTotalCents={totals.totals?.totalCents ?? null}
        onCancel={() => setSettingsOpened(false)}
        onSave={saveSettings}
        saveLabel="saveAndNext"
      />
      <BillInvoicePreview model={model} context={context} />
    </Stack>
  );
}
