/**
 * Screen 2, the trust invoice (create and edit): toolbar, the tax toggle and the two dates, the level
 * tabs with whom it bills and the amount, and the totals with the save. The server recomputes and
 * stores the totals; the screen shows the same arithmetic as people type.
 */

import { canCreateInvoices, type Invoice, type InvoiceSettingsFields, invoiceSavedPath } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { IconCash, IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { trustInvoiceNs } from '../../../locales/trustInvoice';
import { DateField } from '../../../ui/DateField';
import { ReasonedButton } from '../../../ui/ReasonedButton';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/use-unsaved-changes';
import { CopyPayLinkButton } from '../../online-payments/staff/CopyPayLinkButton';
import { InvoicePayments } from '../../payments/InvoicePayments';
import { toCents } from '../../payments/payment-form';
import { RecordPaymentButton } from '../../payments/RecordPaymentButton';
import { EditorHeading } from '../editor/components/EditorHeading';
import { ShareInvoiceButton } from '../preview/ShareInvoiceButton';
import { TrustInvoicePreview } from '../preview/TrustInvoicePreview';
import { InvoiceSettingsModal } from '../settings/InvoiceSettingsModal';
import { TrustPartyCard } from './TrustPartyCard';
import { TrustTotalsPanel } from './TrustTotalsPanel';
import {
  type TrustAction,
  type TrustState,
  trustFormSchema,
  trustReducer,
  trustSaveRequest,
  trustTotals,
} from './trust-state';
import { useSaveTrustInvoice } from './use-trust-invoice';

export interface TrustEditorContext {
  routeClientId: number;
  clientName: string | null;
  /** Opened from a case profile: Matter level only, and back to the case's invoices after saving. */
  fromCase: boolean;
  invoice: Invoice | null;
}

interface TrustInvoiceEditorProps {
  initial: TrustState;
  context: TrustEditorContext;
  generatedNumber: string | null;
}

export function TrustInvoiceEditor({ initial, context, generatedNumber }: TrustInvoiceEditorProps) {
  const { t } = useTranslation(trustInvoiceNs);
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const me = useMe();
  // The checks of a save only: nothing is marked on the fields, the first broken rule is toasted.
  const resolver = useMemo(() => zodResolver(trustFormSchema(t)) as unknown as Resolver<TrustState>, [t]);
  const form = useForm<TrustState>({ resolver, defaultValues: initial, shouldFocusError: false });
  const state = form.watch();
  /** The screen's rules of change (trustReducer) applied to the form's values. */
  const applyAction = useCallback(
    (action: TrustAction) => {
      const current = form.getValues();
      const next = trustReducer(current, action);
      for (const field of Object.keys(next) as Array<keyof TrustState>) {
        if (next[field] !== current[field]) form.setValue(field, next[field] as never);
      }
    },
    [form],
  );
  // Every action the screen dispatches is the user's; the generated number below is not.
  const [edited, setEdited] = useState(false);
  const dispatch = useCallback(
    (action: TrustAction) => {
      setEdited(true);
      applyAction(action);
    },
    [applyAction],
  );
  const unsaved = useUnsavedChanges(edited);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const saveInvoice = useSaveTrustInvoice();
  const saved = context.invoice;
  const editing = saved !== null;
  const totals = trustTotals(state);
  const planAllows = canCreateInvoices(me.plan);

  useEffect(() => {
    if (generatedNumber && !editing) applyAction({ type: 'numberGenerated', value: generatedNumber });
  }, [generatedNumber, editing, applyAction]);

  const back = invoiceSavedPath({
    clientId: saved?.client_id ?? context.routeClientId,
    caseId: saved?.case_id ?? initial.caseId,
    fromCase: context.fromCase,
  });

  const store = async (values: TrustState) => {
    setSaving(true);
    try {
      const invoice = await saveInvoice(trustSaveRequest(values, trustTotals(values)), {
        clientId: values.clientId ?? context.routeClientId,
        invoiceId: saved?.id ?? null,
      });
      toast.success(t(editing ? 'toasts.updated' : 'toasts.created'));
      setEdited(false);
      unsaved.allowLeaving();
      void navigate(
        toPath(invoiceSavedPath({ clientId: invoice.client_id, caseId: invoice.case_id, fromCase: context.fromCase })),
      );
    } catch (error) {
      toast.error(errorMessage(t, error), t(editing ? 'toasts.updateFailed' : 'toasts.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  const refused = (errors: FieldErrors<TrustState>) => {
    const [first] = Object.values(errors);
    if (typeof first?.message === 'string') toast.error(first.message);
  };

  const save = async () => {
    if (busy.current) return;
    if (!planAllows) {
      toast.error(t('toasts.planRequired'));
      return;
    }
    busy.current = true;
    try {
      await form.handleSubmit(() => store(form.getValues()), refused)();
    } finally {
      busy.current = false;
    }
  };

  const toggleTax = (on: boolean) =>
    dispatch({
      type: 'setSettings',
      // §4: tax on takes 16 when empty, off sets 0.
      settings: { ...state.settings, include_tax_rate: on, tax_rate: on ? state.settings.tax_rate || 16 : 0 },
    });
  const saveSettings = (settings: InvoiceSettingsFields) => {
    dispatch({ type: 'setSettings', settings });
    setSettingsOpened(false);
  };

  return (
    <Stack gap="md">
      {unsaved.prompt}
      <EditorHeading backTo={toPath(back)} backLabel={t('back')} title={editing ? t('editTitle') : t('createTitle')}>
        {saved ? (
          <RecordPaymentButton
            invoice={{
              id: saved.id,
              type: 'TRUST',
              total: saved.total,
              outstanding: saved.payment_details.outstanding_amount,
              client_id: saved.client_id,
              case_id: saved.case_id,
            }}
          />
        ) : (
          <ReasonedButton variant="default" leftSection={<IconCash size={16} aria-hidden />} reason={t('saveFirst')}>
            {t('recordPayment')}
          </ReasonedButton>
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
      </EditorHeading>
      <Paper withBorder p="md">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('fields.number')}
              value={state.invoiceNumber}
              onChange={(event) =>
                dispatch({ type: 'setField', field: 'invoiceNumber', value: event.currentTarget.value })
              }
              dir="auto"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Switch
              label={t('fields.tax', { rate: state.settings.include_tax_rate ? (state.settings.tax_rate ?? 0) : 0 })}
              checked={state.settings.include_tax_rate}
              onChange={(event) => toggleTax(event.currentTarget.checked)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField
              label={t('fields.dateIssued')}
              value={state.dateIssued}
              onChange={(value) => dispatch({ type: 'setField', field: 'dateIssued', value })}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField
              label={t('fields.dueDate')}
              value={state.dueDate}
              onChange={(value) => dispatch({ type: 'setField', field: 'dueDate', value })}
              withAsterisk
            />
          </Grid.Col>
        </Grid>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TrustPartyCard
            state={state}
            dispatch={dispatch}
            scope={{ routeClientId: context.routeClientId, editing }}
            fromCase={context.fromCase}
            clientName={context.clientName}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TrustTotalsPanel
            totals={totals}
            paidCents={saved ? toCents(saved.payment_details.total_paid) : null}
            saving={saving}
            onSave={() => void save()}
          />
        </Grid.Col>
      </Grid>
      {saved && <InvoicePayments payments={saved.payments} afterDelete="reload" totalCents={toCents(saved.total)} />}
      <InvoiceSettingsModal
        opened={settingsOpened}
        value={state.settings}
        invoiceTotalCents={totals?.totalCents ?? null}
        onCancel={() => setSettingsOpened(false)}
        onSave={saveSettings}
        saveLabel="saveAndNext"
      />
      <TrustInvoicePreview state={state} invoice={saved} onSave={() => void save()} saving={saving} />
    </Stack>
  );
}
