/**
 * Where the charges are: from a client, the matters tab (one section per matter, added from the
 * client's cases) and the tab of charges without a matter; from a case, only that case's charges.
 * The add-charge modals open for the current tab, or for the matter chosen on the matters tab.
 */

import { Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { toast } from '../../../../ui/toast';
import type { EditorContext, InvoiceEditorModel } from '../use-invoice-editor';
import { AddChargeButtons, type AddKind } from './AddChargeButtons';
import { ChargesTable } from './ChargesTable';
import { CreateChargeModal } from './CreateChargeModal';
import { MatterSection } from './MatterSection';
import { SavedChargesModal } from './SavedChargesModal';
import { SelectPaymentsModal } from './SelectPaymentsModal';
import { TimeEntryPickerModal } from './TimeEntryPickerModal';

type Tab = 'matters' | 'noMatter';

interface Adding {
  kind: AddKind;
  caseId: number | null;
  /** The create-charge modal names the matter only on the matters tab. */
  onMattersTab: boolean;
}

export function ChargesArea({ model, context }: { model: InvoiceEditorModel; context: EditorContext }) {
  const { t } = useTranslation(invoiceEditorNs);
  const caseHeadingId = useId();
  const [tab, setTab] = useState<Tab>('matters');
  const [chosenMatter, setChosenMatter] = useState<number | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { state, dispatch, matterTitle } = model;

  const savedOnInvoice = useMemo(
    () => new Set(state.charges.flatMap((charge) => charge.saved_charge_id ?? [])),
    [state.charges],
  );
  const entriesOnInvoice = useMemo(
    () => new Set(state.charges.flatMap((charge) => charge.time_entry_id ?? [])),
    [state.charges],
  );
  const paymentsOnInvoice = useMemo(
    () => new Set(state.charges.flatMap((charge) => charge.payment_id ?? [])),
    [state.charges],
  );
  const table = { invalidFields: model.invalidFields, dispatch, onRemove: model.removeCharge };

  const openAdd = (kind: AddKind, where: Tab | 'case') => {
    if (where === 'case') setAdding({ kind, caseId: context.caseId, onMattersTab: false });
    else if (where === 'noMatter') setAdding({ kind, caseId: null, onMattersTab: false });
    // Time entries and payments land under their own matters; the chosen matter only filters the picker.
    else if (chosenMatter === null && kind !== 'time' && kind !== 'payments') {
      toast.error(t('toasts.selectMatterFirst'));
    } else setAdding({ kind, caseId: chosenMatter, onMattersTab: true });
  };
  const addChosenMatter = () => {
    if (chosenMatter === null) toast.error(t('toasts.selectMatterFirst'));
    else model.addMatter(chosenMatter);
  };
  const chosenIsAdded = state.matters.some((matter) => matter.id === chosenMatter);
  const caseOptions = (model.cases.data ?? []).map((item) => ({ value: item.id, label: item.title }));

  let content: ReactNode;
  if (context.caseId !== null) {
    const title = matterTitle(context.caseId);
    content = (
      <Paper withBorder p="sm" component="section" aria-labelledby={caseHeadingId}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id={caseHeadingId}>
              {t('charges.ofCase')} <bdi>{title}</bdi>
            </Title>
            <AddChargeButtons onAdd={(kind) => openAdd(kind, 'case')} />
          </Group>
          <ChargesTable label={t('charges.tableOf', { title })} charges={state.charges} {...table} />
        </Stack>
      </Paper>
    );
  } else {
    const withoutMatter = state.charges.filter((charge) => charge.case_id === null);
    content = (
      <Tabs value={tab} onChange={(next) => setTab(next === 'noMatter' ? 'noMatter' : 'matters')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="matters">{t('tabs.matters')}</Tabs.Tab>
          <Tabs.Tab value="noMatter">{t('tabs.noMatter')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="matters" pt="sm">
          <Stack gap="sm">
            <Group align="flex-end" gap="xs" justify="space-between">
              <Group align="flex-end" gap="xs">
                <Select<number>
                  label={t('matters.select')}
                  placeholder={t('matters.selectPlaceholder')}
                  data={caseOptions}
                  value={chosenMatter}
                  onChange={setChosenMatter}
                  searchable
                  clearable
                  nothingFoundMessage={t('matters.noCases')}
                  comboboxProps={{ withinPortal: true }}
                  w={260}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addChosenMatter}
                  disabled={chosenIsAdded}
                >
                  {t('matters.add')}
                </Button>
              </Group>
              <AddChargeButtons onAdd={(kind) => openAdd(kind, 'matters')} />
            </Group>
            {state.matters.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('matters.empty')}
              </Text>
            )}
            {state.matters.map((matter) => (
              <MatterSection
                key={matter.id}
                title={matterTitle(matter.id)}
                charges={state.charges.filter((charge) => charge.case_id === matter.id)}
                onRemoveMatter={() => setRemoving(matter.id)}
                {...table}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="noMatter" pt="sm">
          <Stack gap="sm">
            <Group justify="flex-end">
              <AddChargeButtons onAdd={(kind) => openAdd(kind, 'noMatter')} />
            </Group>
            <ChargesTable label={t('tabs.noMatter')} charges={withoutMatter} {...table} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    );
  }

  const close = () => setAdding(null);
  return (
    <>
      {content}
      <CreateChargeModal
        opened={adding?.kind === 'create'}
        matterName={adding?.onMattersTab && adding.caseId !== null ? matterTitle(adding.caseId) : null}
        onClose={close}
        onAdd={(draft) => {
          model.addManual(draft, adding?.caseId ?? null);
          close();
        }}
      />
      <SavedChargesModal
        opened={adding?.kind === 'saved'}
        excluded={savedOnInvoice}
        onClose={close}
        onAdd={(charges) => {
          model.addSaved(charges, adding?.caseId ?? null);
          close();
        }}
      />
      <TimeEntryPickerModal
        opened={adding?.kind === 'time'}
        clientId={context.clientId}
        clientName={context.clientName ?? ''}
        initialCaseId={adding?.caseId ?? null}
        caseLocked={context.caseId !== null}
        excluded={entriesOnInvoice}
        onClose={close}
        onAdd={(entries) => {
          model.addTimeEntries(entries);
          close();
        }}
      />
      <SelectPaymentsModal
        opened={adding?.kind === 'payments'}
        clientId={context.clientId}
        caseId={adding?.caseId ?? null}
        invoiceId={context.invoice?.id ?? null}
        excluded={paymentsOnInvoice}
        onClose={close}
        onAdd={(payments) => {
          model.addPayments(payments, adding?.caseId ?? null);
          close();
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('matters.removeTitle')}
        message={removing === null ? '' : t('matters.removeMessage', { title: matterTitle(removing) })}
        confirmLabel={t('matters.remove')}
        pending={false}
        onConfirm={() => {
          if (removing !== null) model.removeMatter(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
