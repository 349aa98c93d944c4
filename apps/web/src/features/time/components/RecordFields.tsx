import { MAX_HOURLY_RATE, type TimeEntry } from '@counsel/domain';
import { Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../../entities/case/CasePicker';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { useFormat } from '../../../lib/format';
import { timeNs } from '../../../locales/time';
import { FormDateField } from '../../../ui/FormDateField';
import { MoneyInput } from '../../../ui/MoneyInput';
import {
  carryDuration,
  DESCRIPTION_MAX,
  hasNegativePart,
  localDay,
  type RecordFormValues,
  recordTotalCents,
} from '../record-form';

interface RecordFieldsProps {
  form: UseFormReturn<RecordFormValues>;
  /** The entry being recorded; null for one added by hand. */
  entry: TimeEntry | null;
}

/** Screen 11's fields: client, case (after a client), hourly rate, duration, recorded date, billable, description. */
export function RecordFields({ form, entry }: RecordFieldsProps) {
  const { t } = useTranslation(timeNs);
  const format = useFormat();
  const { control, formState, watch, setValue, register } = form;
  const errors = formState.errors;
  const message = (key: keyof RecordFormValues) => {
    const text = errors[key]?.message;
    return text ? String(text) : undefined;
  };
  // An invoiced entry keeps its amount, client and case (the server refuses such changes too).
  const locked = entry?.invoiced ?? false;
  const clientId = watch('client_id');
  const totalCents = recordTotalCents(watch());
  // A typed minus stays visible and is answered at once, before any save: dropping it silently
  // would turn "-2" hours into 2.
  const negativeDuration = hasNegativePart(watch());
  const durationError = message('hours') ?? (negativeDuration ? t('record.errors.durationNegative') : undefined);
  // What the last carry of minutes or seconds into the next unit made of the duration, said aloud.
  const [carried, setCarried] = useState<string | null>(null);
  const carryOnBlur = () => {
    const next = carryDuration(form.getValues());
    if (!next) return;
    for (const part of ['hours', 'minutes', 'seconds'] as const) setValue(part, next[part], { shouldDirty: true });
    setCarried(format.duration(next.hours * 3600 + next.minutes * 60 + next.seconds));
  };

  return (
    <>
      <Controller
        control={control}
        name="client_id"
        render={({ field }) => (
          <ClientPicker
            label={t('record.client')}
            placeholder={t('record.clientPlaceholder')}
            value={field.value}
            currentLabel={entry?.client_name ?? null}
            onChange={(id) => {
              field.onChange(id);
              // The case belongs to the client: another client means choosing the case again.
              if (id !== clientId) setValue('case_id', null);
            }}
            error={message('client_id')}
            required
            disabled={locked}
          />
        )}
      />
      <Controller
        control={control}
        name="case_id"
        render={({ field }) => (
          <CasePicker
            label={t('record.case')}
            placeholder={t('record.casePlaceholder')}
            clientId={clientId}
            value={field.value}
            currentLabel={entry && entry.client_id === clientId ? entry.case_name : null}
            onChange={field.onChange}
            error={message('case_id')}
            disabled={locked}
          />
        )}
      />
      <Controller
        control={control}
        name="hourly_rate"
        render={({ field }) => (
          <MoneyInput
            label={t('record.hourlyRate')}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={MAX_HOURLY_RATE}
            thousandSeparator=","
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message('hourly_rate')}
            disabled={locked}
            dir="ltr"
          />
        )}
      />
      <Fieldset legend={t('record.duration')} variant="unstyled" disabled={locked}>
        <SimpleGrid cols={3} spacing="xs">
          {(['hours', 'minutes', 'seconds'] as const).map((part) => (
            <Controller
              key={part}
              control={control}
              name={part}
              render={({ field }) => (
                <NumberInput
                  label={t(`record.${part}`)}
                  min={0}
                  // Never clamped: minutes and seconds above 59 are carried (and said so), hours above 24 refused.
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative
                  value={field.value}
                  onChange={(value) => {
                    setCarried(null);
                    field.onChange(value);
                  }}
                  onBlur={() => {
                    field.onBlur();
                    if (part !== 'hours') carryOnBlur();
                  }}
                  error={durationError ? true : undefined}
                />
              )}
            />
          ))}
        </SimpleGrid>
        {carried && (
          <Text role="status" c="blue" fz="xs" mt={4}>
            {t('record.carried', { duration: carried })}
          </Text>
        )}
        {durationError && (
          // Mantine's input sets its own aria-describedby (none for error={true}), so one message for the
          // three inputs is announced as an alert instead.
          <Text id="time-record-duration-error" role="alert" c="red" fz="xs" mt={4}>
            {durationError}
          </Text>
        )}
      </Fieldset>
      {entry ? (
        <TextInput label={t('record.dateRecorded')} value={format.day(entry.dateRecorded)} readOnly variant="filled" />
      ) : (
        <FormDateField
          control={control}
          name="date"
          label={t('record.date')}
          max={localDay(Date.now())}
          error={message('date')}
          withAsterisk
        />
      )}
      <Checkbox label={t('record.billable')} {...register('billable')} />
      <Textarea
        label={t('record.description')}
        rows={3}
        maxLength={DESCRIPTION_MAX}
        {...register('description')}
        error={message('description')}
      />
      <Group justify="flex-end">
        <Text fw={600}>
          {t('record.total', { amount: totalCents === null ? '—' : format.money(totalCents / 100) })}
        </Text>
      </Group>
    </>
  );
}
