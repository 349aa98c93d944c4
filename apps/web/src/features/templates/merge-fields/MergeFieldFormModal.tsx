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
  mergeFieldPlaceholder,
  normalizeMergeFieldName,
  TEMPLATE_LIMITS,
} from '@counsel/domain';
import { Autocomplete, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { templatesNs } from '../../../locales/templates';
import { toast } from '../../../ui/toast';
import { fieldErrorsOf } from '../editor/field-errors';
import { useSaveMergeField, useTableColumns } from '../use-templates';

type Errors = Partial<Record<'target' | 'field' | 'merge_field_name', string>>;

export function MergeFieldFormModal({ editing, onClose }: { editing: MergeField | null; onClose(): void }) {
  const { t } = useTranslation(templatesNs);
  const [target, setTarget] = useState<MergeFieldTarget | null>(editing?.target ?? null);
  const [field, setField] = useState(editing?.field ?? '');
  const [label, setLabel] = useState(editing?.merge_field_name ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const columns = useTableColumns(target);
  const save = useSaveMergeField(editing?.id ?? null);
  const normalized = normalizeMergeFieldName(field);
  const noColumns = columns.isSuccess && columns.data.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (target === null) found.target = t('mergeFieldForm.targetRequired');
    if (!normalized) found.field = t('mergeFieldForm.fieldRequired');
    setErrors(found);
    if (target === null || Object.keys(found).length > 0) return;
    save.mutate(
      { target, field: normalized, merge_field_name: label.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('mergeFieldForm.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error, 'duplicate_merge_field')) setErrors({ field: t('mergeFieldForm.duplicate') });
          else if (isApiError(error, 'unknown_merge_field')) setErrors({ field: t('mergeFieldForm.unknown') });
          else {
            const fields = fieldErrorsOf(t, error);
            setErrors(fields);
            if (Object.keys(fields).length === 0) toast.error(errorMessage(t, error), t('mergeFieldForm.failed'));
          }
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('mergeFieldForm.editTitle') : t('mergeFieldForm.createTitle')}
      closeOnClickOutside={!save.isPending}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label={t('mergeFieldForm.target')}
            placeholder={t('mergeFieldForm.targetPlaceholder')}
            data={MERGE_FIELD_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
            value={target}
            onChange={(value) => {
              setTarget(value as MergeFieldTarget | null);
              setErrors((current) => ({ ...current, target: undefined, field: undefined }));
            }}
            error={errors.target}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Autocomplete
            label={t('mergeFieldForm.field')}
            placeholder={t('mergeFieldForm.fieldPlaceholder')}
            data={columns.data ?? []}
            value={field}
            onChange={(value) => {
              setField(value);
              setErrors((current) => ({ ...current, field: undefined }));
            }}
            error={errors.field}
            required
            disabled={target === null || noColumns}
            dir="ltr"
            comboboxProps={{ withinPortal: true }}
          />
          {noColumns && target !== null && (
            <Text size="sm" c="dimmed" role="status">
              {t('mergeFieldForm.noColumns', { target: t(`targets.${target}`) })}
            </Text>
          )}
          <TextInput
            label={t('mergeFieldForm.label')}
            description={t('mergeFieldForm.labelHint')}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            error={errors.merge_field_name}
            maxLength={TEMPLATE_LIMITS.mergeFieldLabel}
            dir="auto"
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
