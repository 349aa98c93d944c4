/** The optional title of an uploaded document, as every document upload form asks for it. */
import { DOCUMENT_TITLE_MAX_LENGTH } from '@counsel/domain';
import { TextInput } from '@mantine/core';
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
