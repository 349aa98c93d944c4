import {
  type AuthResponse,
  DEFAULT_COUNTRY_ID,
  PASSWORD_MIN_LENGTH,
  type RegisterRequest,
  registerRequest,
  TIME_ZONE_MESSAGE,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { useLocale, useLocalePath } from '../../lib/locale';
import { session } from '../../lib/session';
import { browserRegion, browserTimeZone, timeZoneOptions } from '../../lib/time-zones';
import { translatedErrorMap } from '../../lib/zod-errors';
import { authNs } from '../../locales/auth';
import { useCountries } from '../../ui/address/use-geo';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-errors';

const FIELDS = ['firm_name', 'full_name', 'email', 'password', 'country', 'time_zone'] as const;

export default function RegisterPage() {
  const { t } = useTranslation(authNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const form = useForm({
    resolver: zodResolver(registerRequest, { error: translatedErrorMap(t) }),
    // The firm's country and time zone start as the browser's: right for most, and easy to change.
    defaultValues: {
      firm_name: '',
      full_name: '',
      email: '',
      password: '',
      country: browserRegion() ?? DEFAULT_COUNTRY_ID,
      time_zone: browserTimeZone(),
    },
  });
  const countries = useCountries(locale);
  const zones = useMemo(() => timeZoneOptions(browserTimeZone()), []);
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.id, label: country.name })),
    [countries.data],
  );

  const register = useMutation({
    // Someone who signs up in Arabic keeps Arabic: the page's language is part of the sign-up.
    mutationFn: (body: RegisterRequest) => api.post<AuthResponse>('/api/auth/register', { ...body, locale }),
    onSuccess: ({ access_token }) => session.setAccessToken(access_token),
    onError: (error) => {
      // The server's per-field messages go under the inputs they belong to.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as Path<RegisterRequest>, { type: 'server', message });
          }
        }
      }
      if (error instanceof ApiError && error.fields?.time_zone) {
        form.setError('time_zone', { type: 'server', message: t('errors.timeZone') });
      }
      if (error instanceof ApiError && error.fields?.country) {
        form.setError('country', { type: 'server', message: t('errors.country') });
      }
      if (error instanceof ApiError && error.code === 'email_taken') {
        form.setError('email', { type: 'server', message: t('errors.email_taken') });
      }
    },
  });
  const { errors } = form.formState;
  const showAlert = register.isError && !(register.error instanceof ApiError && register.error.fields);

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
        <Stack>
          {showAlert && (
            <Alert color="red" role="alert">
              {authErrorMessage(t, register.error)}
            </Alert>
          )}
          <TextInput
            label={t('fields.firmName')}
            autoComplete="organization"
            required
            error={errors.firm_name?.message}
            {...form.register('firm_name')}
          />
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            required
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('fields.country')}
                  required
                  searchable
                  data={countryOptions}
                  value={field.value ?? null}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  nothingFoundMessage={t('fields.nothingFound')}
                  autoComplete="country"
                  error={errors.country?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="time_zone"
              render={({ field }) => (
                <Select
                  label={t('fields.timeZone')}
                  required
                  searchable
                  data={zones}
                  value={field.value ?? null}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  nothingFoundMessage={t('fields.nothingFound')}
                  error={
                    errors.time_zone?.message === TIME_ZONE_MESSAGE ? t('errors.timeZone') : errors.time_zone?.message
                  }
                />
              )}
            />
          </SimpleGrid>
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={toPath('/auth/login')}>
              {t('register.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
