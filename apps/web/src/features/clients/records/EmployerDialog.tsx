import { type ClientEmployer, type EmployerRequest, employerRequest, RECORD_AMOUNT_MAX } from '@counsel/domain';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { FormDateField } from '../../../ui/FormDateField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { useSaveEmployer } from './queries';
import { numberOrNull, requestResolver, textOf, textOrNull } from './record-form';
import { useRecordDialog } from './use-record-dialog';

interface EmployerFormValues {
  company_or_school_name: string;
  annual_salary: number | string;
  job_title: string;
  occupation: string;
  date_from: string;
  date_to: string;
  supervisor: string;
  duties: string;
  is_current_employer: boolean;
  is_foreign_employer: boolean;
}

const EMPTY: EmployerFormValues = {
  company_or_school_name: '',
  annual_salary: '',
  job_title: '',
  occupation: '',
  date_from: '',
  date_to: '',
  supervisor: '',
  duties: '',
  is_current_employer: false,
  is_foreign_employer: false,
};

function valuesOf(employer: ClientEmployer | null): EmployerFormValues {
  if (!employer) return EMPTY;
  return {
    company_or_school_name: employer.company_or_school_name,
    annual_salary: employer.annual_salary ?? '',
    job_title: textOf(employer.job_title),
    occupation: textOf(employer.occupation),
    date_from: textOf(employer.date_from),
    date_to: textOf(employer.date_to),
    supervisor: textOf(employer.supervisor),
    duties: textOf(employer.duties),
    is_current_employer: employer.is_current_employer,
    is_foreign_employer: employer.is_foreign_employer,
  };
}

function toRequest(values: EmployerFormValues): EmployerRequest {
  return {
    company_or_school_name: values.company_or_school_name,
    annual_salary: numberOrNull(values.annual_salary),
    job_title: textOrNull(values.job_title),
    occupation: textOrNull(values.occupation),
    date_from: textOrNull(values.date_from),
    date_to: textOrNull(values.date_to),
    supervisor: textOrNull(values.supervisor),
    duties: textOrNull(values.duties),
    is_current_employer: values.is_current_employer,
    is_foreign_employer: values.is_foreign_employer,
  };
}

interface EmployerDialogProps {
  clientId: number;
  opened: boolean;
  /** The employer being edited; null to add one. */
  employer: ClientEmployer | null;
  onClose: () => void;
}

/** Adds or edits an employer. Pre-filled when editing; every field is cleared when it closes. */
export function EmployerDialog({ clientId, opened, employer, onClose }: EmployerDialogProps) {
  const { t } = useTranslation(clientRecordsNs);
  const resolver = useMemo(
    () => requestResolver(employerRequest, toRequest, t, { company_or_school_name: t('employer.nameRequired') }),
    [t],
  );
  const save = useSaveEmployer(clientId);
  const { form, close, submit } = useRecordDialog({
    opened,
    record: employer,
    valuesOf,
    empty: EMPTY,
    resolver,
    save,
    onClose,
    messages: (editing) => ({
      success: t(editing ? 'employer.toasts.updateSuccess' : 'employer.toasts.addSuccess'),
      error: t(editing ? 'employer.toasts.updateError' : 'employer.toasts.addError'),
    }),
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={close} title={t(employer ? 'employer.editTitle' : 'employer.addTitle')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('employer.fields.company')}
            required
            error={errors.company_or_school_name?.message}
            {...form.register('company_or_school_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('employer.fields.jobTitle')}
              error={errors.job_title?.message}
              {...form.register('job_title')}
            />
            <TextInput
              label={t('employer.fields.occupation')}
              error={errors.occupation?.message}
              {...form.register('occupation')}
            />
            <Controller
              control={form.control}
              name="annual_salary"
              render={({ field }) => (
                <MoneyInput
                  label={t('employer.fields.annualSalary')}
                  prefix="$"
                  thousandSeparator=","
                  decimalScale={2}
                  min={0}
                  max={RECORD_AMOUNT_MAX}
                  error={errors.annual_salary?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <TextInput
              label={t('employer.fields.supervisor')}
              error={errors.supervisor?.message}
              {...form.register('supervisor')}
            />
            <FormDateField
              control={form.control}
              name="date_from"
              label={t('employer.fields.dateFrom')}
              error={errors.date_from?.message}
            />
            <FormDateField
              control={form.control}
              name="date_to"
              label={t('employer.fields.dateTo')}
              error={errors.date_to?.message}
            />
          </SimpleGrid>
          <Textarea
            label={t('employer.fields.duties')}
            rows={3}
            error={errors.duties?.message}
            {...form.register('duties')}
          />
          <Group>
            <Checkbox label={t('employer.fields.isCurrentEmployer')} {...form.register('is_current_employer')} />
            <Checkbox label={t('employer.fields.isForeignEmployer')} {...form.register('is_foreign_employer')} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
