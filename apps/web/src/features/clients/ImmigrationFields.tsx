/** The client form's immigration facts: birth, citizenship, identity numbers, passport, status, entry. */
import { IMMIGRATION_STATUSES } from '@counsel/domain';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientsNs } from '../../locales/clients';
import { CountrySelect } from '../../ui/country/CountrySelect';
import { FormDateField } from '../../ui/FormDateField';
import type { ImmigrationFormValues } from './immigration-form';

interface Props<T extends ImmigrationFormValues> {
  // biome-ignore lint/suspicious/noExplicitAny: whatever the client form's schema produces on submit
  control: Control<T, unknown, any>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

export function ImmigrationFields<T extends ImmigrationFormValues>({ control, register, errors }: Props<T>) {
  const { t } = useTranslation(clientsNs);
  const label = (key: string) => t(`immigration.fields.${key}`);
  const message = (field: keyof ImmigrationFormValues) =>
    (errors[field as keyof T]?.message as string | undefined) ?? undefined;
  // The form's values have these fields; the names are cast once here.
  const name = (field: keyof ImmigrationFormValues) => field as Path<T>;
  const statuses = IMMIGRATION_STATUSES.map((value) => ({ value, label: t(`immigration.statuses.${value}`) }));
  const date = (field: keyof ImmigrationFormValues, key: string) => (
    <FormDateField control={control} name={name(field)} label={label(key)} error={message(field)} />
  );
  const code = (field: keyof ImmigrationFormValues, key: string, hint?: string) => (
    <TextInput
      label={label(key)}
      description={hint ? label(hint) : undefined}
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      error={message(field)}
      {...register(name(field))}
    />
  );
  const country = (field: 'country_of_birth' | 'citizenship', key: string) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: input }) => (
        <CountrySelect
          label={label(key)}
          value={(input.value as string) || null}
          onChange={(value) => input.onChange(value ?? '')}
          onBlur={input.onBlur}
          placeholder={label('countryPlaceholder')}
          nothingFound={label('noCountry')}
          error={message(field)}
        />
      )}
    />
  );
  return (
    <Fieldset legend={label('section')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {date('date_of_birth', 'dateOfBirth')}
        {country('country_of_birth', 'countryOfBirth')}
        {country('citizenship', 'citizenship')}
        {code('a_number', 'aNumber', 'aNumberHint')}
        {code('uscis_online_account_number', 'uscisAccount', 'uscisAccountHint')}
        {code('i94_number', 'i94', 'i94Hint')}
        {code('passport_number', 'passportNumber')}
        {date('passport_issue_date', 'passportIssueDate')}
        {date('passport_expiry_date', 'passportExpiryDate')}
        <Controller
          control={control}
          name={name('immigration_status')}
          render={({ field }) => (
            <Select
              label={label('status')}
              placeholder={label('statusPlaceholder')}
              data={statuses}
              value={(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              clearable
              searchable
              error={message('immigration_status')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {date('immigration_status_expiry_date', 'statusExpiry')}
        {date('last_entry_date', 'lastEntry')}
      </SimpleGrid>
    </Fieldset>
  );
}
