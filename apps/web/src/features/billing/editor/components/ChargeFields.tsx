/**
 * The fields of a new charge (screen 6, and the saved-charge form of screen 7): Service or Expense,
 * description, amount and date, all required. The amount keeps digits and one dot with two decimals.
 */

import { MAX_CHARGE_DESCRIPTION, parseAmountToCents, sanitizeAmountInput } from '@counsel/domain';
import { Group, Radio, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { DateField } from '../../../../ui/DateField';
import { keepingMinus, useNegativeAmountMessage } from '../../../../ui/MoneyInput';

export interface ChargeDraft {
  type: 'Service' | 'Expense';
  description: string;
  amount: string;
  date: string;
}

export const emptyChargeDraft = (today: string): ChargeDraft => ({
  type: 'Service',
  description: '',
  amount: '',
  date: today,
});

/** Whether every required field has a value (the caller toasts when not). */
export const isChargeDraftComplete = (draft: ChargeDraft): boolean =>
  draft.description.trim() !== '' && parseAmountToCents(draft.amount) !== null && draft.date !== '';

interface ChargeFieldsProps {
  value: ChargeDraft;
  onChange: (draft: ChargeDraft) => void;
  /** After a refused submit, empty required fields are marked. */
  showMissing: boolean;
  disabled?: boolean;
}

export function ChargeFields({ value, onChange, showMissing, disabled = false }: ChargeFieldsProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const minusMessage = useNegativeAmountMessage(value.amount);
  const set = (patch: Partial<ChargeDraft>) => onChange({ ...value, ...patch });
  const missing = (empty: boolean) => (showMissing && empty ? t('chargeForm.required') : undefined);
  return (
    <>
      <Radio.Group
        label={t('chargeForm.type')}
        value={value.type}
        onChange={(type) => set({ type: type === 'Expense' ? 'Expense' : 'Service' })}
        withAsterisk
      >
        <Group gap="lg" mt={4}>
          <Radio value="Service" label={t('chargeTypes.Service')} disabled={disabled} />
          <Radio value="Expense" label={t('chargeTypes.Expense')} disabled={disabled} />
        </Group>
      </Radio.Group>
      <TextInput
        label={t('chargeForm.description')}
        value={value.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={missing(value.description.trim() === '')}
        withAsterisk
        disabled={disabled}
        maxLength={MAX_CHARGE_DESCRIPTION}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('chargeForm.amount')}
          inputMode="decimal"
          leftSection={<span aria-hidden>$</span>}
          value={value.amount}
          onChange={(event) => set({ amount: keepingMinus(event.currentTarget.value, sanitizeAmountInput) })}
          error={minusMessage ?? missing(parseAmountToCents(value.amount) === null)}
          withAsterisk
          disabled={disabled}
          dir="ltr"
        />
        <DateField
          label={t('chargeForm.date')}
          value={value.date}
          onChange={(date) => set({ date })}
          error={missing(value.date === '')}
          withAsterisk
          disabled={disabled}
        />
      </Group>
    </>
  );
}
