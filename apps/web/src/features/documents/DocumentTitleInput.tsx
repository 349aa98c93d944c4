/** The optional title of an uploaded document, as every document upload form asks for it. */
import { DOCUMENT_TITLE_MAX_LENGTH } from '@counsel/domain';
import { TextInput } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';

interface Props {
  value: string;
  onChange: (title: string) => void;
  disabled: boolean;
  error?: string | undefined;
}

export function DocumentTitleInput({ value, onChange, disabled, error }: Props) {
  const { t } = useTranslation(documentsNs);
  return (
    <TextInput
      label={t('upload.titleLabel')}
      description={t('upload.titleHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={DOCUMENT_TITLE_MAX_LENGTH}
      disabled={disabled}
    />
  );
}

/** The same input bound to a react-hook-form field (a server's message on the title shows beside it). */
export function FormDocumentTitleInput<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form with a title, whatever its submit type
  control: Control<T, any, any>;
  name: FieldPath<T>;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DocumentTitleInput
          value={field.value as string}
          onChange={field.onChange}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
