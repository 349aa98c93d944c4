import { CONTACT_GENDERS, CONTACT_LIMITS, CREATABLE_CONTACT_TYPES } from '@counsel/domain';
import { Box, Button, Collapse, Fieldset, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactsNs } from '../../locales/contacts';
import { AddressFields } from '../../ui/address/AddressFields';
import { FormDateField } from '../../ui/FormDateField';
import { PhoneInput } from '../../ui/PhoneInput';
import { type ContactFormValues, localToday } from './contact-form';
import { ParticipantTypeChecklist } from './ParticipantTypeChecklist';

/** The message RHF holds for a dotted path ('current_address.city'). */
export function messageAt(errors: FieldErrors<ContactFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

/** Each field sits in a box named after its path, so the first failing one can be scrolled to. */
const FieldBox = ({ path, children }: { path: string; children: ReactNode }) => <Box data-field={path}>{children}</Box>;

const ADDRESS_PARTS = ['street', 'city', 'state', 'postal_code', 'country'] as const;

interface ContactFieldsProps {
  form: UseFormReturn<ContactFormValues>;
  mailOpen: boolean;
  onMailOpenChange: (open: boolean) => void;
}

export function ContactFields({ form, mailOpen, onMailOpenChange }: ContactFieldsProps) {
  const { t } = useTranslation(contactsNs);
  const { errors } = form.formState;
  const contactType = form.watch('contact_type');
  const addressErrors = (prefix: 'current_address' | 'mail_address') =>
    Object.fromEntries(ADDRESS_PARTS.map((part) => [part, messageAt(errors, `${prefix}.${part}`)]));

  const typeOptions = CREATABLE_CONTACT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const genderOptions = CONTACT_GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }));

  return (
    <Stack gap="md">
      <FieldBox path="name">
        <TextInput
          label={t('form.name')}
          required
          maxLength={CONTACT_LIMITS.name}
          data-autofocus
          error={messageAt(errors, 'name')}
          {...form.register('name')}
        />
      </FieldBox>
      <FieldBox path="contact_type">
        <Controller
          control={form.control}
          name="contact_type"
          render={({ field }) => (
            <Select
              label={t('form.contactType')}
              required
              data={typeOptions}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                // Gender and date of birth belong to individuals only (§4).
                if (value !== 'individual') {
                  form.setValue('gender', '');
                  form.setValue('date_of_birth', '');
                  form.clearErrors(['gender', 'date_of_birth']);
                }
              }}
              onBlur={field.onBlur}
              error={messageAt(errors, 'contact_type')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </FieldBox>
      {contactType === 'individual' && (
        <>
          <FieldBox path="gender">
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('form.gender')}
                  required
                  data={genderOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={messageAt(errors, 'gender')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </FieldBox>
          <FieldBox path="date_of_birth">
            <FormDateField
              control={form.control}
              name="date_of_birth"
              label={t('form.dateOfBirth')}
              required
              max={localToday()}
              error={messageAt(errors, 'date_of_birth')}
            />
          </FieldBox>
        </>
      )}
      <FieldBox path="email">
        <TextInput
          type="email"
          label={t('form.email')}
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          error={messageAt(errors, 'email')}
          {...form.register('email')}
        />
      </FieldBox>
      <FieldBox path="phone_number">
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            <PhoneInput
              label={t('form.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageAt(errors, 'phone_number')}
            />
          )}
        />
      </FieldBox>
      <Fieldset legend={t('form.currentAddress')} data-field="current_address">
        <Controller
          control={form.control}
          name="current_address"
          render={({ field }) => (
            <AddressFields
              value={field.value}
              onChange={field.onChange}
              errors={addressErrors('current_address')}
              required={{ country: true, city: true }}
            />
          )}
        />
      </Fieldset>
      <Box>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={mailOpen}
          rightSection={mailOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => onMailOpenChange(!mailOpen)}
        >
          {t('form.mailAddressToggle')}
        </Button>
        <Collapse expanded={mailOpen} keepMounted={false}>
          <Fieldset legend={t('form.mailAddress')} mt="xs" data-field="mail_address">
            <Text size="sm" c="dimmed" mb="xs">
              {t('form.mailAddressHint')}
            </Text>
            <Controller
              control={form.control}
              name="mail_address"
              render={({ field }) => (
                <AddressFields
                  value={field.value}
                  onChange={field.onChange}
                  errors={addressErrors('mail_address')}
                  defaultCountryId={null}
                />
              )}
            />
          </Fieldset>
        </Collapse>
      </Box>
      <Controller
        control={form.control}
        name="participant_type_ids"
        render={({ field }) => <ParticipantTypeChecklist value={field.value} onChange={field.onChange} />}
      />
    </Stack>
  );
}
