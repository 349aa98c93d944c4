/**
 * Forms attached to a task: the public library's and the firm's own, in one picker grouped by source.
 * A chosen form leaves the picker's lists (§5) and shows as a chip instead.
 */
import type { WorkflowTask } from '@counsel/domain';
import { MultiSelect } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { useAllFirmForms } from '../../forms/filling/use-form-filling';
import { usePublicForms } from '../../forms/use-public-forms';
import { formKey, formOfKey, type TaskFields, type TaskFormValues } from './task-form';

interface TaskFormsPickerProps {
  form: UseFormReturn<TaskFormValues, unknown, TaskFields>;
  task?: WorkflowTask;
}

type Option = { value: string; label: string };

export function TaskFormsPicker({ form, task }: TaskFormsPickerProps) {
  const { t } = useTranslation(workflowTasksNs);
  const { locale } = useLocale();
  const publicForms = usePublicForms();
  const firmForms = useAllFirmForms();

  // §8: a forms list that fails to load is only logged; the picker offers what did load.
  useEffect(() => {
    if (publicForms.error) console.error('Loading the public forms failed', publicForms.error);
  }, [publicForms.error]);
  useEffect(() => {
    if (firmForms.error) console.error("Loading the firm's forms failed", firmForms.error);
  }, [firmForms.error]);

  const publicOptions: Option[] = (publicForms.data ?? []).map((item) => ({
    value: formKey({ id: item.id, target: 'public' }),
    label: `${item.name} · ${locale === 'ar' ? item.title_ar : item.title}`,
  }));
  const firmOptions: Option[] = (firmForms.data?.forms ?? []).map((item) => ({
    value: formKey({ id: item.id, target: 'law_firm' }),
    label: item.title || item.file_name,
  }));
  // A form the task already has keeps its chip even when the lists no longer hold it (moved, or still loading).
  for (const attached of task?.forms ?? []) {
    const options = attached.target === 'public' ? publicOptions : firmOptions;
    const value = formKey(attached);
    if (!options.some((option) => option.value === value)) options.push({ value, label: attached.title });
  }

  return (
    <Controller
      control={form.control}
      name="forms"
      render={({ field }) => (
        <MultiSelect
          label={t('form.forms')}
          placeholder={field.value.length === 0 ? t('form.formsPlaceholder') : undefined}
          searchable
          hidePickedOptions
          nothingFoundMessage={t('form.noMoreForms')}
          data={[
            { group: t('form.publicForms'), items: publicOptions },
            { group: t('form.firmForms'), items: firmOptions },
          ]}
          value={field.value.map(formKey)}
          onChange={(keys) => field.onChange(keys.map(formOfKey).filter((item) => item !== null))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
