/**
 * An employee's basic details, shared by the add form and the profile editors: full name, email (set once,
 * when adding), phone, position and address. Leading spaces cannot be typed in the name, street or postal code.
 */

import { type Address, type EmployeeRule, POSITIONS, type Position } from '@counsel/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamNs } from '../../locales/team';
import { AddressFields } from '../../ui/address/AddressFields';
import { PhoneInput } from '../../ui/PhoneInput';

/** What the employee forms edit; the address may be incomplete until validation says otherwise. */
export interface EmployeeFormValues {
  full_name: string;
  email: string;
  phone_number: string;
  position: Position | '';
  address: Address;
  participant_types: number[];
  rules: EmployeeRule[];
}

const withoutLeadingSpace = (text: string) => text.replace(/^\s+/, '');

/** A place's message: the place itself is missing, or its name is invalid. */
function placeError(error: FieldError | undefined): string | undefined {
  return error?.message ?? (error as { name?: FieldError } | undefined)?.name?.message;
}

interface EmployeeDetailsFieldsProps {
  // The add and edit forms validate into different shapes; these fields only read and write the values.
  // biome-ignore lint/suspicious/noExplicitAny: the context and transformed types do not matter here
  control: Control<EmployeeFormValues, any, any>;
  errors: FieldErrors<EmployeeFormValues>;
  /** The email is the sign-in name: chosen when adding, shown read-only afterwards. */
  emailEditable: boolean;
  disabled?: boolean;
}

export function EmployeeDetailsFields({ control, errors, emailEditable, disabled }: EmployeeDetailsFieldsProps) {
  const { t } = useTranslation(teamNs);
  const address = errors.address;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="full_name"
          render={({ field }) => (
            <TextInput
              label={t('fields.fullName')}
              required
              autoComplete="name"
              value={field.value}
              onChange={(event) => field.onChange(withoutLeadingSpace(event.currentTarget.value))}
              onBlur={field.onBlur}
              error={errors.full_name?.message}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <TextInput
              label={t('fields.email')}
              type="email"
              required={emailEditable}
              readOnly={!emailEditable}
              autoComplete="off"
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value.trim())}
              onBlur={field.onBlur}
              error={errors.email?.message}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="phone_number"
          render={({ field }) => (
            <PhoneInput
              label={t('fields.phone')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone_number?.message}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="position"
          render={({ field }) => (
            <NativeSelect
              label={t('fields.position')}
              required
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              data={[
                { value: '', label: t('fields.choosePosition'), disabled: true },
                ...POSITIONS.map((position) => ({ value: position, label: t(`common:positions.${position}`) })),
              ]}
              error={errors.position?.message}
              disabled={disabled}
            />
          )}
        />
      </SimpleGrid>
      <Fieldset legend={t('fields.address')} variant="unstyled">
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressFields
              value={field.value}
              onChange={(next) =>
                field.onChange({
                  ...next,
                  street: withoutLeadingSpace(next.street ?? ''),
                  postal_code: withoutLeadingSpace(next.postal_code ?? ''),
                })
              }
              required={{ street: true, city: true, state: true, postal_code: true, country: true }}
              errors={{
                street: address?.street?.message,
                postal_code: address?.postal_code?.message,
                city: placeError(address?.city as FieldError | undefined),
                state: placeError(address?.state as FieldError | undefined),
                country: placeError(address?.country as FieldError | undefined),
              }}
              disabled={disabled}
            />
          )}
        />
      </Fieldset>
    </Stack>
  );
}
