/**
 * The new merge-field modal (create or edit): a target, a field from the target's columns
 * (GET /table-column/get-columns?table=), and a label. Target and field are required; the name the
 * templates will use (#target_field, normalised as the server does) is shown as it is typed. A name the
 * firm already has (409) shows on the field.
 */
import {
  MERGE_FIELD_TARGETS,
  type MergeField,
  type MergeFieldTarget,
  mergeFieldBody,
  mergeFieldPlaceholder,
  normalizeMergeFieldName,
  TEMPLATE_LIMITS,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { templatesNs } from '../../../locales/templates';
import { toast } from '../../../ui/toast';
import { fieldErrorsOf, translateFieldMessage } from '../editor/field-errors';
import { useSaveMergeField, useTableColumns } from '../use-templates';

interface MergeFieldValues {
  target: MergeFieldTarget | null;
  field: string;
  merge_field_name: string;
}
const FIELDS = ['target', 'field', 'merge_field_name'] as const;
type MergeFieldResolver = Resolver<MergeFieldValues, unknown, z.output<typeof mergeFieldBody>>;

export function MergeFieldFormModal({ editing, onClose }: { editing: MergeField | null; onClose(): void }) {
  const { t } = useTranslation(templatesNs);
  // The API's body; only the missing target gets the dialog's own message.
  const resolver = useMemo(() => {
    const schema = mergeFieldBody.extend({
      target: z.enum(MERGE_FIELD_TARGETS, { error: () => t('mergeFieldForm.targetRequired') }),
    });
    // The form holds null until a target is chosen, which the schema refuses.
    const check = zodResolver(schema, { error: translatedErrorMap(t) }) as unknown as MergeFieldResolver;
    const translating: MergeFieldResolver = async (...args) => {
      const result = await check(...args);
      // The schema's own texts are English ('Field is required'): shown in the interface's language.
      for (const name of FIELDS) {
        const error = result.errors[name];
        if (error?.message) error.message = translateFieldMessage(t, error.message);
      }
      return result;
    };
    return translating;
  }, [t]);
  // Errors show after Save and clear as the field they name changes, until the next Save.
  const form = useForm<MergeFieldValues, unknown, z.output<typeof mergeFieldBody>>({
    resolver,
    defaultValues: {
      target: editing?.target ?? null,
      field: editing?.field ?? '',
      merge_field_name: editing?.merge_field_name ?? '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const target = form.watch('target');
  const field = form.watch('field');
  const columns = useTableColumns(target);
  const save = useSaveMergeField(editing?.id ?? null);
  const normalized = normalizeMergeFieldName(field);
  const noColumns = columns.isSuccess && columns.data.length === 0;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { ...body, merge_field_name: body.merge_field_name || undefined },
      {
        onSuccess: () => {
          toast.success(t('mergeFieldForm.saved'));
          onClose();
        },
        onError: (error) => {
          const server = (name: (typeof FIELDS)[number], message: string) =>
            form.setError(name, { type: 'server', message });
          if (isApiError(error, 'duplicate_merge_field')) server('field', t('mergeFieldForm.duplicate'));
          else if (isApiError(error, 'unknown_merge_field')) server('field', t('mergeFieldForm.unknown'));
          else {
            const fields = fieldErrorsOf(t, error);
            for (const name of FIELDS) if (fields[name]) server(name, fields[name]);
            if (Object.keys(fields).length === 0) toast.error(errorMessage(t, error), t('mergeFieldForm.failed'));
          }
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('mergeFieldForm.editTitle') : t('mergeFieldForm.createTitle')}
      closeOnClickOutside={!save.isPending}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="target"
            render={({ field: target }) => (
              <Select
                label={t('mergeFieldForm.target')}
                placeholder={t('mergeFieldForm.targetPlaceholder')}
                data={MERGE_FIELD_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
                value={target.value}
                onChange={(value) => {
                  target.onChange(value as MergeFieldTarget | null);
                  form.clearErrors(['target', 'field']);
                }}
                error={errors.target?.message}
                required
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="field"
            render={({ field: column }) => (
              <Autocomplete
                label={t('mergeFieldForm.field')}
                placeholder={t('mergeFieldForm.fieldPlaceholder')}
                data={columns.data ?? []}
                value={column.value}
                onChange={(value) => {
                  column.onChange(value);
                  form.clearErrors('field');
                }}
                error={errors.field?.message}
                required
                disabled={target === null || noColumns}
                dir="ltr"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {noColumns && target !== null && (
            <Text size="sm" c="dimmed" role="status">
              {t('mergeFieldForm.noColumns', { target: t(`targets.${target}`) })}
            </Text>
          )}
          <TextInput
            label={t('mergeFieldForm.label')}
            description={t('mergeFieldForm.labelHint')}
            error={errors.merge_field_name?.message}
            maxLength={TEMPLATE_LIMITS.mergeFieldLabel}
            dir="auto"
            {...form.register('merge_field_name')}
          />
          <Text size="sm" aria-live="polite">
            {t('mergeFieldForm.namePreview')}:{' '}
            <Code dir="ltr">{target && normalized ? mergeFieldPlaceholder(target, normalized) : '—'}</Code>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('mergeFieldForm.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('mergeFieldForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
