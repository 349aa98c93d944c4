import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { templatesNs } from '../../../locales/templates';

/** The placeholders the server could not fill, left visible in the text (never silently dropped). */
export function UnknownFieldsWarning({ fields }: { fields: string[] }) {
  const { t } = useTranslation(templatesNs);
  if (fields.length === 0) return null;
  return (
    <Alert color="yellow" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {/* Placeholders are Latin code: kept left to right inside an Arabic sentence. */}
      {t('preview.unknownFields', { fields: fields.map((field) => `\u2066${field}\u2069`).join(', ') })}
    </Alert>
  );
}
