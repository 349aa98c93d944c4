/**
 * Screen 7: the firm's unbilled saved charges. Typing narrows the list; Enter keeps the term as a chip,
 * but only when something matches it. Charges already on this invoice are not offered again.
 */

import { SAVED_CHARGES_PICKER_PAGE_SIZE, type SavedCharge } from '@counsel/domain';
import { Button, Checkbox, Group, Modal, Pill, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { Pager } from '../../../../ui/Pager';
import { totalPagesOf } from '../../../../ui/pager-items';
import { toast } from '../../../../ui/toast';
import { useSavedCharges } from '../use-invoice-editor-api';
import { PickerFooter } from './PickerFooter';
import { PickerTable } from './PickerTable';
import { SavedChargeForm } from './SavedChargeForm';

interface SavedChargesModalProps {
  opened: boolean;
  /** Saved charges already on the invoice. */
  excluded: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (charges: SavedCharge[]) => void;
}

export function SavedChargesModal({ opened, excluded, onClose, onAdd }: SavedChargesModalProps) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('saved.title')} size="xl">
      {opened && <SavedChargesPicker excluded={excluded} onClose={onClose} onAdd={onAdd} />}
    </Modal>
  );
}

const matches = (charge: SavedCharge, term: string) => {
  const needle = term.toLocaleLowerCase();
  return [charge.description, charge.type, charge.amount].some((text) => text.toLocaleLowerCase().includes(needle));
};

function SavedChargesPicker({ excluded, onClose, onAdd }: Omit<SavedChargesModalProps, 'opened'>) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const list = useSavedCharges(true);
  const [text, setText] = useState('');
  const [chips, setChips] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);

  const offered = useMemo(() => (list.data ?? []).filter((charge) => !excluded.has(charge.id)), [list.data, excluded]);
  const chipped = offered.filter((charge) => chips.every((chip) => matches(charge, chip)));
  const term = text.trim();
  const shown = term ? chipped.filter((charge) => matches(charge, term)) : chipped;
  const totalPages = totalPagesOf(shown.length, SAVED_CHARGES_PICKER_PAGE_SIZE);
  const current = Math.min(page, totalPages);
  const pageRows = shown.slice(
    (current - 1) * SAVED_CHARGES_PICKER_PAGE_SIZE,
    current * SAVED_CHARGES_PICKER_PAGE_SIZE,
  );
  const chosenShown = shown.filter((charge) => selected.has(charge.id));
  const allChosen = shown.length > 0 && chosenShown.length === shown.length;

  const keepTerm = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!term || chips.includes(term) || shown.length === 0) return;
    setChips([...chips, term]);
    setText('');
    setPage(1);
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const charge of shown) {
        if (on) next.add(charge.id);
        else next.delete(charge.id);
      }
      return next;
    });

  /** Asks again before adding: a charge billed meanwhile by someone else is not added twice. */
  const addSelected = async () => {
    if (adding) return;
    setAdding(true);
    try {
      const fresh = await list.refetch();
      if (fresh.isError || !fresh.data) {
        toast.error(t('toasts.addChargesFailed'));
        return;
      }
      const stillOpen = new Map(fresh.data.map((charge) => [charge.id, charge]));
      const picked = [...selected].flatMap((id) => stillOpen.get(id) ?? []);
      if (picked.length < selected.size) toast.error(t('saved.billedMeanwhile'), t('toasts.addChargesFailed'));
      if (picked.length > 0) onAdd(picked);
    } finally {
      setAdding(false);
    }
  };

  const body = (
    <PickerTable
      label={t('saved.title')}
      state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      errorText={t('saved.fetchError')}
      emptyText={t('saved.empty')}
      rowCount={shown.length}
      minWidth={560}
      selectAll={{
        label: t('saved.selectAll'),
        checked: allChosen,
        indeterminate: chosenShown.length > 0 && !allChosen,
        onChange: toggleAll,
      }}
      headers={[t('charges.description'), t('charges.type'), t('charges.date'), t('charges.amount')]}
    >
      {pageRows.map((charge) => (
        <Table.Tr key={charge.id}>
          <Table.Td>
            <Checkbox
              aria-label={t('saved.selectRow', { description: charge.description })}
              checked={selected.has(charge.id)}
              onChange={(event) => toggle(charge.id, event.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td>
            <bdi>{charge.description}</bdi>
          </Table.Td>
          <Table.Td>{t(`chargeTypes.${charge.type}`)}</Table.Td>
          <Table.Td>{format.day(charge.date)}</Table.Td>
          <Table.Td>{format.money(Number(charge.amount))}</Table.Td>
        </Table.Tr>
      ))}
    </PickerTable>
  );

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('saved.search')}
          description={t('saved.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          onKeyDown={keepTerm}
          style={{ flex: 1 }}
        />
        {!creating && (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('saved.createNew')}
          </Button>
        )}
      </Group>
      {chips.length > 0 && (
        <Pill.Group aria-label={t('saved.chips')} role="list">
          {chips.map((chip) => (
            <Pill
              key={chip}
              role="listitem"
              withRemoveButton
              onRemove={() => setChips(chips.filter((other) => other !== chip))}
              removeButtonProps={{ 'aria-label': t('saved.removeChip', { term: chip }) }}
            >
              {chip}
            </Pill>
          ))}
        </Pill.Group>
      )}
      {creating && (
        <SavedChargeForm
          onCancel={() => setCreating(false)}
          onCreated={(charge) => {
            setCreating(false);
            toggle(charge.id, true);
            toast.success(t('saved.created'));
          }}
        />
      )}
      {body}
      <Pager page={current} totalPages={totalPages} onChange={setPage} />
      <PickerFooter
        count={selected.size}
        addLabel={t('saved.addSelected')}
        onCancel={onClose}
        onAdd={() => void addSelected()}
        adding={adding}
      />
    </Stack>
  );
}
