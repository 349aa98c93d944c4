/**
 * The fields of a new charge (screen 6, and the saved-charge form of screen 7): Service or Expense,
 * description, amount and date, all required. The amount keeps digits and one dot with two decimals.
 */

import { MANUAL_CHARGE_TYPES, MAX_CHARGE_DESCRIPTION, parseAmountToCents, sanitizeAmountInput } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localDay } from '../../../../lib/local-day';
import { translatedErrorMap } from '../../../../lib/zod-errors';
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

/**
 * The form of a new charge. Its rules check without changing the values (the draft goes on as typed), and
 * empty required fields are marked only after a refused submit, then follow the typing.
 */
export function useChargeForm(): UseFormReturn<ChargeDraft> {
  const { t } = useTranslation(invoiceEditorNs);
  const schema = useMemo(() => {
    const required = t('chargeForm.required');
    return z.object({
      type: z.enum(MANUAL_CHARGE_TYPES),
      description: z
        .string()
        .refine((value) => value.trim() !== '', required)
        .max(MAX_CHARGE_DESCRIPTION),
      amount: z.string().refine((value) => parseAmountToCents(value) !== null, required),
      date: z.string().min(1, required),
    });
  }, [t]);
  return useForm<ChargeDraft>({
    resolver: zodResolver(schema, { error: translatedErrorMap(t) }),
    defaultValues: emptyChargeDraft(localDay(new Date())),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}

interface ChargeFieldsProps {
  form: UseFormReturn<ChargeDraft>;
  disabled?: boolean;
}

export function ChargeFields({ form, disabled = false }: ChargeFieldsProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const { errors } = form.formState;
  const minusMessage = useNegativeAmountMessage(form.watch('amount'));
  return (
    <>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label={t('chargeForm.type')}
            value={field.value}
            onChange={(type) => field.onChange(type === 'Expense' ? 'Expense' : 'Service')}
            withAsterisk
          >
            <Group gap="lg" mt={4}>
              <Radio value="Service" label={t('chargeTypes.Service')} disabled={disabled} />
              <Radio value="Expense" label={t('chargeTypes.Expense')} disabled={disabled} />
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t('chargeForm.description')}
        error={errors.description?.message}
        withAsterisk
        disabled={disabled}
        maxLength={MAX_CHARGE_DESCRIPTION}
        {...form.register('description')}
      />
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <TextInput
              label={t('chargeForm.amount')}
              inputMode="decimal"
              leftSection={<span aria-hidden>$</span>}
              value={field.value}
              onChange={(event) => field.onChange(keepingMinus(event.currentTarget.value, sanitizeAmountInput))}
              onBlur={field.onBlur}
              error={minusMessage ?? errors.amount?.message}
              withAsterisk
              disabled={disabled}
              dir="ltr"
            />
          )}
        />
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              label={t('chargeForm.date')}
              value={field.value}
              onChange={field.onChange}
              error={errors.date?.message}
              withAsterisk
              disabled={disabled}
            />
          )}
        />
      </Group>
    </>
  );
}
