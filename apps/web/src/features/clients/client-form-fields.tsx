/** Fields both client forms share: names, gender, email and phone. */

import { CLIENT_GENDERS } from '@counsel/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientsNs } from '../../locales/clients';
import { PhoneInput } from '../../ui/PhoneInput';

export interface PersonFields {
  first_name: string;
  middle_name: string;
  last_name: string;
  gender?: unknown;
  email: string;
  phone_number?: unknown;
}

interface Props<T extends PersonFields> {
  // biome-ignore lint/suspicious/noExplicitAny: whatever each form's schema produces on submit
  control: Control<T, unknown, any>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  genderRequired: boolean;
}

export function PersonFieldsGroup<T extends PersonFields>({ control, register, errors, genderRequired }: Props<T>) {
  const { t } = useTranslation(clientsNs);
  const message = (field: keyof PersonFields) => (errors[field as keyof T]?.message as string | undefined) ?? undefined;
  // Both forms' values have these fields; the names are cast once here.
  const name = (field: keyof PersonFields) => field as Path<T>;
  const genders = CLIENT_GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          error={message('first_name')}
          {...register(name('first_name'))}
        />
        <TextInput
          label={t('fields.middleName')}
          required
          autoComplete="additional-name"
          error={message('middle_name')}
          {...register(name('middle_name'))}
        />
        <TextInput
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
          error={message('last_name')}
          {...register(name('last_name'))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name={name('gender')}
          render={({ field }) => (
            <Select
              label={t('fields.gender')}
              placeholder={t('fields.genderPlaceholder')}
              data={genders}
              value={(field.value as string | undefined) ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              required={genderRequired}
              clearable={!genderRequired}
              error={message('gender')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          error={message('email')}
          {...register(name('email'))}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={name('phone_number')}
        render={({ field }) => (
          <PhoneInput
            label={t('fields.phone')}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message('phone_number')}
          />
        )}
      />
    </>
  );
}
