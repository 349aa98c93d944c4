/**
 * The bill invoice screen's behaviour: its reducer, the add and remove actions with their toasts
 * (billing.md §8), and the save with its checks, body, errors and destination (§2, §5, §7).
 */

import {
  canCreateInvoices,
  type Invoice,
  type InvoiceTimeEntryLine,
  invoiceSavedPath,
  type PaymentPickerRow,
  type SavedCharge,
  type TimeEntry,
  timeEntryToInvoiceLine,
} from '@counsel/domain';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientCasesLight } from '../../../entities/case/use-cases';
import { isApiError } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { invoiceEditorNs } from '../../../locales/invoiceEditor';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/use-unsaved-changes';
import {
  chargeProblems,
  type EditorCharge,
  manualCharge,
  paymentLine,
  savedChargeLine,
  timeEntryLine,
} from './charge-rules';
import type { ChargeDraft } from './components/ChargeFields';
import { type EditorAction, type EditorState, editorReducer, editorTotals } from './editor-state';
import { chargeFieldOf, saveErrorKey, saveProblem, saveRequest } from './save-request';
import { useSaveInvoice } from './use-invoice-editor-api';

export interface EditorContext {
  clientId: number;
  clientName: string | null;
  /** Set when the screen shows one case's charges only (opened from a case, or the invoice has one). */
  caseId: number | null;
  /** Where to go after a save: the case's invoices rather than the client's. */
  fromCase: boolean;
  /** Edit mode: the invoice as loaded. */
  invoice: Invoice | null;
}

export function useInvoiceEditor(initial: EditorState, context: EditorContext) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const me = useMe();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const saveInvoice = useSaveInvoice();
  const [state, applyAction] = useReducer(editorReducer, initial);
  // Anything but the number the server generates on opening is the user's change, to keep or discard.
  const [edited, setEdited] = useState(false);
  const dispatch = useCallback((action: EditorAction) => {
    if (action.type !== 'numberGenerated') setEdited(true);
    applyAction(action);
  }, []);
  const unsaved = useUnsavedChanges(edited);
  const cases = useClientCasesLight(context.clientId);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const [showMissing, setShowMissing] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [serverChargeFields, setServerChargeFields] = useState<Record<string, ReadonlySet<string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [planRefused, setPlanRefused] = useState(false);

  const titles = useMemo(() => {
    const map = new Map<number, string>();
    for (const item of context.invoice?.case ?? []) map.set(item.id, item.title);
    for (const item of cases.data ?? []) map.set(item.id, item.title);
    for (const matter of state.matters) if (matter.title) map.set(matter.id, matter.title);
    return map;
  }, [context.invoice, cases.data, state.matters]);
  const matterTitle = useCallback(
    (caseId: number) => titles.get(caseId) ?? t('matterFallback', { id: caseId }),
    [titles, t],
  );
  const totals = useMemo(() => editorTotals(state), [state]);
  const planAllows = canCreateInvoices(me.plan) && !planRefused;

  const addManual = (draft: ChargeDraft, caseId: number | null) => {
    dispatch({ type: 'addCharges', charges: [manualCharge({ ...draft, caseId })] });
    toast.success(t('toasts.chargeAdded'));
  };

  const addSaved = (charges: SavedCharge[], caseId: number | null) => {
    dispatch({ type: 'addCharges', charges: charges.map((charge) => savedChargeLine(charge, caseId)) });
    toast.success(t('toasts.chargesAdded', { count: charges.length }));
  };

  /**
   * Time entries become Expense lines under their own matter. An entry of another client, one already
   * on the invoice, or (from a case) one of another case cannot be billed here and is refused.
   */
  const addTimeEntryLines = (lines: InvoiceTimeEntryLine[], caseNames: Record<number, string> = {}) => {
    const onInvoice = new Set(state.charges.flatMap((charge) => charge.time_entry_id ?? []));
    const accepted = lines.filter(
      (line) =>
        line.client_id === context.clientId &&
        !onInvoice.has(line.time_entry_id) &&
        (context.caseId === null || line.case_id === context.caseId),
    );
    if (accepted.length < lines.length) toast.error(t('toasts.addTimeEntriesFailed'));
    if (accepted.length === 0) return;
    const charges = accepted.map((line) => timeEntryLine(line, t('timeEntryLine', { date: format.day(line.date) })));
    dispatch({ type: 'addCharges', charges, matterTitles: caseNames });
    toast.success(t('toasts.timeEntriesAdded', { count: accepted.length }));
  };

  const addTimeEntries = (entries: TimeEntry[]) => {
    const billable = entries.filter((entry) => entry.client_id !== null && !entry.invoiced && !entry.running);
    const names: Record<number, string> = {};
    for (const entry of entries) if (entry.case_id !== null && entry.case_name) names[entry.case_id] = entry.case_name;
    if (billable.length < entries.length) toast.error(t('toasts.addTimeEntriesFailed'));
    if (billable.length > 0) addTimeEntryLines(billable.map(timeEntryToInvoiceLine), names);
  };

  /**
   * Screen 8: chosen payments become Trust Payment lines under their own matter (else the tab's). A
   * payment already listed, or (from a case) one of another matter, cannot be listed here.
   */
  const addPayments = (payments: PaymentPickerRow[], caseId: number | null) => {
    const listed = new Set(state.charges.flatMap((charge) => charge.payment_id ?? []));
    const accepted = payments.filter(
      (payment) =>
        !listed.has(payment.id) &&
        (context.caseId === null || payment.case_id === null || payment.case_id === context.caseId),
    );
    if (accepted.length < payments.length) toast.error(t('toasts.addPaymentsFailed'));
    if (accepted.length === 0) return;
    const names: Record<number, string> = {};
    for (const payment of accepted)
      if (payment.case_id !== null && payment.case_title) names[payment.case_id] = payment.case_title;
    const charges = accepted.map((payment) =>
      paymentLine(
        { ...payment, case_id: payment.case_id ?? caseId },
        payment.description?.trim() || t('payments.lineDescription', { date: format.day(payment.payment_date) }),
      ),
    );
    dispatch({ type: 'addCharges', charges, matterTitles: names });
    toast.success(t('toasts.chargesAdded', { count: accepted.length }));
  };

  // Stable, so that the lines (memoised) do not all render again when one of them changes.
  const removeCharge = useCallback(
    (charge: EditorCharge) => {
      dispatch({ type: 'removeCharge', key: charge.key });
      toast.success(t('toasts.chargeRemoved'));
    },
    [dispatch, t],
  );
  const addMatter = (caseId: number) => {
    dispatch({ type: 'addMatter', matter: { id: caseId, title: titles.get(caseId) ?? null } });
    toast.success(t('toasts.matterAdded'));
  };
  const removeMatter = (caseId: number) => {
    dispatch({ type: 'removeMatter', caseId });
    toast.success(t('toasts.matterRemoved'));
  };

  const invalidFields = (charge: EditorCharge): ReadonlySet<string> => {
    const fields = new Set<string>(serverChargeFields[charge.key] ?? []);
    if (showMissing) for (const field of chargeProblems(charge)) fields.add(field);
    return fields;
  };

  const showFailure = (error: unknown) => {
    const key = saveErrorKey(error);
    setFailure(t(key));
    if (isApiError(error, 'plan_upgrade_required')) setPlanRefused(true);
    const header: Record<string, string> = {};
    const lines: Record<string, Set<string>> = {};
    if (isApiError(error)) {
      // The server's field messages are English: a field it refused reads as a translated "check this".
      for (const field of Object.keys(error.fields ?? {})) {
        const line = chargeFieldOf(field);
        const charge = line ? state.charges[line.index] : undefined;
        if (line && charge) {
          lines[charge.key] ??= new Set();
          lines[charge.key]?.add(line.field);
        } else header[field] = t('header.invalid');
      }
      if (isApiError(error, 'invoice_number_taken')) header.invoice_number = t(key);
      if (isApiError(error, 'due_date_before_date_issued')) header.due_date = t(key);
    }
    setServerFields(header);
    setServerChargeFields(lines);
    const title = context.invoice ? t('toasts.updateFailed') : t('toasts.createFailed');
    toast.error(`${t(key)} ${t('toasts.checkFields')}`, title);
  };

  const save = async () => {
    if (busy.current) return;
    if (!planAllows) {
      toast.error(t('errors.plan_upgrade_required'));
      return;
    }
    const problem = saveProblem(state);
    if (problem) {
      setShowMissing(true);
      toast.error(t(`problems.${problem}`));
      return;
    }
    busy.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const body = saveRequest(state, {
        clientId: context.clientId,
        lawFirmId: me.law_firm.id,
        userId: context.invoice?.created_by_user_id ?? me.user.id,
        caseId: context.caseId,
        matterName: matterTitle,
      });
      const saved = await saveInvoice(body, { clientId: context.clientId, invoiceId: context.invoice?.id ?? null });
      const number = saved.invoice_number;
      toast.success(context.invoice ? t('toasts.updated', { number }) : t('toasts.created', { number }));
      setEdited(false);
      unsaved.allowLeaving();
      void navigate(
        toPath(invoiceSavedPath({ clientId: context.clientId, caseId: context.caseId, fromCase: context.fromCase })),
      );
    } catch (error) {
      showFailure(error);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return {
    state,
    dispatch,
    unsavedPrompt: unsaved.prompt,
    totals,
    cases,
    matterTitle,
    planAllows,
    saving,
    failure,
    serverFields,
    showMissing,
    invalidFields,
    save,
    addManual,
    addSaved,
    addTimeEntries,
    addTimeEntryLines,
    addPayments,
    removeCharge,
    addMatter,
    removeMatter,
  };
}

export type InvoiceEditorModel = ReturnType<typeof useInvoiceEditor>;
