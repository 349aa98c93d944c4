/**
 * The discount and the automatic late fee have the same shape: a toggle, then a name or description,
 * a type (FIXED dollars or PERCENTAGE) and an amount whose unit follows the type.
 */

import { ADJUSTMENT_TYPES, type AdjustmentType, MAX_ADJUSTMENT_DESCRIPTION } from '@counsel/domain';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { DecimalInput } from '../../../ui/DecimalInput';
import { SettingSwitch } from './SettingSwitch';
import type { SettingsDraft } from './use-settings-draft';

const FIELDS = {
  discount: {
    toggle: 'include_discount',
    description: 'discount_description',
    type: 'discount_type',
    amount: 'discount_amount',
  },
  lateFee: {
    toggle: 'include_late_fee',
    description: 'late_fee_description',
    type: 'late_fee_type',
    amount: 'late_fee_amount',
  },
} as const;

interface AdjustmentFieldsProps {
  kind: keyof typeof FIELDS;
  draft: SettingsDraft;
  disabled: boolean;
}

export function AdjustmentFields({ kind, draft, disabled }: AdjustmentFieldsProps) {
  const { t } = useTranslation(invoiceSettingsNs);
  const fields = FIELDS[kind];
  const { value, errors } = draft;
  const type = value[fields.type];

  return (
    <Stack gap="xs">
      <SettingSwitch
        label={t(`${kind}.toggle`)}
        hint={t(`${kind}.hint`)}
        checked={value[fields.toggle]}
        disabled={disabled}
        onChange={(on) => draft.toggle(fields.toggle, on)}
      />
      {value[fields.toggle] && (
        <Stack gap="xs" ms="xl">
          <TextInput
            label={t(`${kind}.description`)}
            required
            maxLength={MAX_ADJUSTMENT_DESCRIPTION}
            dir="auto"
            disabled={disabled}
            value={value[fields.description] ?? ''}
            error={errors[fields.description]}
            onChange={(event) => draft.set(fields.description, event.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <Select
              label={t(`${kind}.type`)}
              data={ADJUSTMENT_TYPES.map((option) => ({ value: option, label: t(`types.${option}`) }))}
              allowDeselect={false}
              disabled={disabled}
              value={type}
              error={errors[fields.type]}
              onChange={(next) => next && draft.set(fields.type, next as AdjustmentType)}
            />
            <DecimalInput
              label={t(`${kind}.amount`)}
              required
              min={0}
              max={type === 'PERCENTAGE' ? 100 : undefined}
              step={0.01}
              prefix={type === 'FIXED' ? '$' : undefined}
              suffix={type === 'PERCENTAGE' ? '%' : undefined}
              disabled={disabled}
              value={value[fields.amount]}
              error={errors[fields.amount]}
              onChange={(next) => draft.set(fields.amount, next)}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
