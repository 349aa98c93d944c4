/**
 * An existing employee's details, participant types and (for admins, never their own) permission rules
 * and administrator flag, saved with one PUT /law-firm/employee/{id}.
 */

import { type EmployeeDetail, MAX_HOURLY_RATE, type UpdateEmployeeRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Stack, Switch, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility, useMe } from '../../lib/current-user';
import { translatedErrorMap } from '../../lib/zod-errors';
import { teamNs } from '../../locales/team';
import { MoneyInput } from '../../ui/MoneyInput';
import { toast } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsaved/use-unsaved-changes';
import { EmployeeDetailsFields, type EmployeeFormValues } from './EmployeeDetailsFields';
import { employeeDetailsSchema, valuesOf } from './employee-values';
import { ParticipantTypesTable } from './ParticipantTypesTable';
import { RulesForm } from './RulesForm';
import { showFieldErrors, teamErrorMessage } from './team-errors';
import { useUpdateEmployee } from './use-team';

const DETAIL_FIELDS = ['full_name', 'phone_number', 'position', 'address', 'participant_types'] as const;

/**
 * Details are validated (and sent) only when changed: an admin adjusting the rules of someone whose profile
 * is incomplete is not made to complete it first.
 */
function detailsResolver(t: TFunction, detailsChanged: () => boolean): Resolver<EmployeeFormValues> {
  const validate = zodResolver(employeeDetailsSchema, {
    error: translatedErrorMap(t),
  }) as unknown as Resolver<EmployeeFormValues>;
  return (values, context, options) => (detailsChanged() ? validate(values, context, options) : { values, errors: {} });
}

interface EditEmployeeFormProps {
  employee: EmployeeDetail;
  canEditDetails: boolean;
  /** Admins, for colleagues: rules and the administrator flag. */
  canEditAccess: boolean;
  /** Why the rules are shown read-only, when they are. */
  accessNote?: string;
}

export function EditEmployeeForm({ employee, canEditDetails, canEditAccess, accessNote }: EditEmployeeFormProps) {
  const { t } = useTranslation(teamNs);
  const update = useUpdateEmployee(employee.id);
  const [isAdmin, setIsAdmin] = useState(employee.is_admin);
  const [rate, setRate] = useState<number | string>(employee.default_hourly_rate);
  // The rate is the firm's business: admins and team managers set it (the API refuses raising one's own).
  const ability = useAbility();
  const canEditRate = useMe().user.is_admin || ability.can('update', 'employees');
  const rateChanged = canEditRate && rate !== '' && Number(rate) !== employee.default_hourly_rate;
  const changed = useRef(false);
  const form = useForm<EmployeeFormValues>({
    resolver: detailsResolver(t, () => changed.current),
    defaultValues: valuesOf(employee),
  });
  const { dirtyFields } = form.formState;
  changed.current = canEditDetails && DETAIL_FIELDS.some((field) => dirtyFields[field] !== undefined);
  const unsaved = useUnsavedChanges(form.formState.isDirty || rateChanged || isAdmin !== employee.is_admin);

  useEffect(() => {
    form.reset(valuesOf(employee));
    setIsAdmin(employee.is_admin);
    setRate(employee.default_hourly_rate);
  }, [employee, form]);

  const submit = form.handleSubmit(() => {
    // The resolver's output drops what the details schema does not know, so the form's own values are sent.
    const values = form.getValues();
    const body = {
      ...(changed.current && {
        full_name: values.full_name,
        phone_number: values.phone_number,
        position: values.position,
        address: values.address,
        participant_types: values.participant_types,
      }),
      ...(canEditAccess && { rules: values.rules, is_admin: isAdmin }),
      ...(rateChanged && { default_hourly_rate: Number(rate) }),
    } as UpdateEmployeeRequest;
    if (Object.keys(body).length === 0) {
      toast.success(t('edit.nothingChanged'));
      return;
    }
    update.mutate(body, {
      onSuccess: () => toast.success(t('edit.success', { name: values.full_name })),
      onError: (error) => showFieldErrors(t, error, form.setError),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      {unsaved.prompt}
      <Stack gap="lg">
        {update.isError && (
          <Alert color="red" role="alert">
            {teamErrorMessage(t, update.error)}
          </Alert>
        )}
        <EmployeeDetailsFields
          control={form.control}
          errors={form.formState.errors}
          emailEditable={false}
          disabled={!canEditDetails}
        />
        <MoneyInput
          label={t('edit.hourlyRate')}
          description={t('edit.hourlyRateHelp')}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          max={MAX_HOURLY_RATE}
          value={rate}
          onChange={setRate}
          disabled={!canEditRate}
          maw={260}
          dir="ltr"
        />
        <Divider />
        <section aria-labelledby="edit-employee-types">
          <Title order={2} size="h5" mb="sm" id="edit-employee-types">
            {t('participantTypes.legend')}
          </Title>
          <Controller
            control={form.control}
            name="participant_types"
            render={({ field }) => (
              <ParticipantTypesTable value={field.value} onChange={field.onChange} disabled={!canEditDetails} />
            )}
          />
        </section>
        <Divider />
        <Switch
          label={t('edit.isAdmin')}
          description={t('edit.isAdminHelp')}
          checked={isAdmin}
          onChange={(event) => setIsAdmin(event.currentTarget.checked)}
          disabled={!canEditAccess}
        />
        <Controller
          control={form.control}
          name="rules"
          render={({ field }) => (
            <RulesForm
              value={field.value}
              onChange={field.onChange}
              disabled={!canEditAccess}
              description={canEditAccess ? undefined : accessNote}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
