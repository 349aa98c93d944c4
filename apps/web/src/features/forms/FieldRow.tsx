/**
 * One field in the Fields dialog: its label and type, and for a firm form whose corrections the user may
 * save, its Arabic label and a text field's format (which decides the client's keyboard and check).
 */
import {
  type CorrectedFormat,
  correctableTypes,
  type ExtractedFormField,
  FIELD_FORMAT_NONE,
  FIELD_FORMATS,
  FORM_FIELD_TYPES,
  type FormFieldType,
} from '@counsel/domain';
import { Badge, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formsNs } from '../../locales/forms';
import type { FieldEdit } from './use-field-corrections';

interface Props {
  field: Omit<ExtractedFormField, 'format'> & FieldEdit & { number: number };
  /** A firm form the user may correct: the Arabic label and format show, types stay within the field's kind. */
  correctable: boolean;
  onEdit: (change: FieldEdit) => void;
}

export function FieldRow({ field, correctable, onEdit }: Props) {
  const { t } = useTranslation(formsNs);
  const types = correctable ? correctableTypes(field.type) : FORM_FIELD_TYPES;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t('fields.label', { number: field.number })}
        value={field.label}
        // The form's own label, English on a USCIS form: it reads from its own side on an Arabic page.
        dir="auto"
        onChange={(event) => onEdit({ label: event.currentTarget.value })}
        style={{ flex: '1 1 16rem' }}
      />
      {correctable && (
        <TextInput
          aria-label={t('fields.labelAr', { number: field.number })}
          placeholder={t('fields.labelArPlaceholder')}
          lang="ar"
          dir="rtl"
          value={field.label_ar ?? ''}
          onChange={(event) => onEdit({ label_ar: event.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
      )}
      <NativeSelect
        aria-label={t('fields.type', { number: field.number })}
        value={field.type}
        onChange={(event) => onEdit({ type: event.currentTarget.value as FormFieldType })}
        data={types.map((type) => ({ value: type, label: t(`fields.types.${type}`) }))}
        style={{ flex: '0 0 9rem' }}
      />
      {correctable && field.type === 'text' && (
        <NativeSelect
          aria-label={t('fields.format', { number: field.number })}
          value={field.format ?? FIELD_FORMAT_NONE}
          onChange={(event) => onEdit({ format: event.currentTarget.value as CorrectedFormat })}
          data={[FIELD_FORMAT_NONE, ...FIELD_FORMATS].map((format) => ({
            value: format,
            label: t(`fields.formats.${format}`),
          }))}
          style={{ flex: '0 0 11rem' }}
        />
      )}
      {field.required && <Badge variant="outline">{t('fields.required')}</Badge>}
    </Group>
  );
}
