/**
 * The firm's own details on its settings profile: name, contacts, address, logo, time zone, currency and
 * the language its invoices default to. Those who manage settings edit them; others read them.
 */

import { type LawFirm, LOCALES, updateFirmRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useLocale } from '../../../lib/locale';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { settingsNs } from '../../../locales/settings';
import { AddressFields } from '../../../ui/address/AddressFields';
import { PhoneInput } from '../../../ui/PhoneInput';
import { toast } from '../../../ui/toast';
import { FirmLogoField } from './FirmLogoField';
import {
  currencyOptions,
  type FirmFormInput,
  type FirmFormOutput,
  messageOf,
  requestOf,
  serverMessage,
  timeZoneOptions,
  valuesOf,
} from './firm-form-values';
import { useSaveFirm } from './use-firm';

const placeError = (error: FieldError | undefined) =>
  error?.message ?? (error as unknown as { name?: FieldError } | undefined)?.name?.message;

export function FirmDetailsForm({ firm }: { firm: LawFirm }) {
  const { t } = useTranslation(settingsNs);
  const { locale } = useLocale();
  const save = useSaveFirm(firm.id);
  const form = useForm<FirmFormInput, unknown, FirmFormOutput>({
    resolver: zodResolver(updateFirmRequest, { error: translatedErrorMap(t) }),
    defaultValues: valuesOf(firm),
  });
  const { errors, isSubmitting } = form.formState;
  const currentZone = form.watch('time_zone');
  const zones = useMemo(() => timeZoneOptions(currentZone), [currentZone]);
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const message = (error: FieldError | undefined) => messageOf(t, error?.message);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(requestOf(values));
      form.reset(valuesOf(saved));
      toast.success(t('firm.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [field, text] of fields) {
        form.setError(field as keyof FirmFormInput, { message: serverMessage(t, text) });
      }
      toast.error(fields.length > 0 ? t('firm.fixFields') : errorMessage(t, error), t('firm.saveFailed'));
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="firm-details">
      <form noValidate aria-labelledby="firm-details" onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4" id="firm-details">
            {t('firm.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('firm.name')}
              required
              maxLength={200}
              error={message(errors.name)}
              autoComplete="organization"
              {...form.register('name')}
            />
            <TextInput
              label={t('firm.email')}
              type="email"
              maxLength={255}
              error={message(errors.email)}
              autoComplete="email"
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="phone_number"
              render={({ field }) => (
                <PhoneInput
                  label={t('firm.phone')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message(errors.phone_number)}
                  defaultCountry={firm.address.country?.id ?? undefined}
                />
              )}
            />
          </SimpleGrid>
          <Fieldset legend={t('firm.address')} variant="unstyled">
            <Controller
              control={form.control}
              name="address"
              render={({ field }) => (
                <AddressFields
                  value={field.value}
                  onChange={field.onChange}
                  defaultCountryId={null}
                  errors={{
                    street: errors.address?.street?.message,
                    postal_code: errors.address?.postal_code?.message,
                    city: messageOf(t, placeError(errors.address?.city as FieldError | undefined)),
                    state: messageOf(t, placeError(errors.address?.state as FieldError | undefined)),
                    country: messageOf(t, placeError(errors.address?.country as FieldError | undefined)),
                  }}
                />
              )}
            />
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="time_zone"
              render={({ field }) => (
                <Select
                  label={t('firm.timeZone')}
                  description={t('firm.timeZoneHint')}
                  required
                  searchable
                  data={zones}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  nothingFoundMessage={t('firm.nothingFound')}
                  error={message(errors.time_zone)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('firm.currency')}
                  required
                  searchable
                  data={currencies}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  nothingFoundMessage={t('firm.nothingFound')}
                  error={message(errors.currency)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select
                  label={t('firm.language')}
                  description={t('firm.languageHint')}
                  required
                  data={LOCALES.map((code) => ({ value: code, label: t(`firm.languages.${code}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={message(errors.language)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="logo"
            render={({ field }) => (
              <FirmLogoField
                lawFirmId={firm.id}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.logo)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('firm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
