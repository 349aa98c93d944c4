/**
 * Downloads a list as CSV from the server (the list's current filter and order, every page). The file
 * is fetched with the session's bearer token, since a plain link could not carry it.
 */
import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestBlob } from '../lib/api';
import { useLocale } from '../lib/locale';
import { toast } from './toast';

interface Props {
  /** The export's API path. */
  path: string;
  /** The list's filter and order; empty values are left out. */
  query: Record<string, string | number | undefined>;
  /** The downloaded file's name, without .csv. */
  fileName: string;
}

export function ExportCsvButton({ path, query, fileName }: Props) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const params = new URLSearchParams({ locale });
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') params.set(name, String(value));
      }
      const blob = await requestBlob(`${path}?${params}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('export.csv')}
    </Button>
  );
}
