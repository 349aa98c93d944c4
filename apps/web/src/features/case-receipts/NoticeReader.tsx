/**
 * The receipt dialog's other two ways in (spec §2, §4): a notice file (PDF, PNG or JPEG) or the camera. The file
 * or photo goes to POST /case-receipt/extract-receipt; one notice fills the form at once, several are offered
 * one by one. The camera is the shared CameraCapture (live, captured, use or retake; the stream stops on leaving),
 * with the phone's own camera app (a file input with `capture`) as the way when no camera can be opened here.
 */
import type { ExtractedReceipt } from '@counsel/domain';
import { Alert, Button, FileButton, FileInput, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCamera, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { CameraCapture } from '../../ui/image-upload/CameraCapture';
import { toast } from '../../ui/toast';
import { useExtractReceipt } from './use-notices';

export type NoticeMode = 'manual' | 'file' | 'camera';

const NOTICE_ACCEPT = 'application/pdf,image/png,image/jpeg';

interface Props {
  mode: NoticeMode;
  onModeChange: (mode: NoticeMode) => void;
  /** A notice was read (or chosen among several): its fields, and the file it came from. */
  onFound: (receipt: ExtractedReceipt, file: File) => void;
  /** The plan's USCIS limit answered. */
  onLimit: () => void;
}

export function NoticeReader({ mode, onModeChange, onFound, onLimit }: Props) {
  const { t } = useTranslation(caseReceiptsNs);
  const { locale } = useLocale();
  const extract = useExtractReceipt();
  const found = extract.data?.receipts ?? [];

  const read = (file: File | null) => {
    if (!file) return;
    extract.mutate(file, {
      onSuccess: (answer) => {
        toast.success(t('notice.extracted'));
        const [only] = answer.receipts;
        if (answer.receipts.length === 1 && only) onFound(only, file);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'uscis_queries_limit') {
          toast.error(t('limit.toast'));
          onLimit();
          return;
        }
        toast.error(errorMessage(t, error), t('notice.extractError'));
      },
    });
  };

  const describe = (receipt: ExtractedReceipt) =>
    [
      receipt.form_type && t('notice.formType', { form: receipt.form_type }),
      receipt.received_date && t('notice.received', { date: formatDate(receipt.received_date, locale) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('notice.modeLabel')}
        value={mode}
        onChange={(value) => onModeChange(value as NoticeMode)}
        fullWidth
        data={[
          { value: 'manual', label: t('notice.modeManual') },
          { value: 'file', label: t('notice.modeFile') },
          { value: 'camera', label: t('notice.modeCamera') },
        ]}
      />
      {mode === 'file' && (
        <FileInput
          label={t('notice.fileLabel')}
          description={t('notice.fileHint')}
          placeholder={t('notice.filePlaceholder')}
          accept={NOTICE_ACCEPT}
          leftSection={<IconFileText size={16} aria-hidden />}
          onChange={read}
          disabled={extract.isPending}
          clearable={false}
        />
      )}
      {mode === 'camera' && (
        <Stack gap="xs">
          <CameraCapture onCapture={read} />
          <Group justify="flex-start">
            <FileButton onChange={read} accept="image/*" capture="environment">
              {(props) => (
                <Button
                  {...props}
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconCamera size={16} aria-hidden />}
                >
                  {t('notice.photoFallback')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      )}
      {extract.isPending && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">{t('notice.reading')}</Text>
        </Group>
      )}
      {mode !== 'manual' && found.length > 1 && extract.variables && (
        <Alert color="blue" title={t('notice.several')}>
          <Stack gap="xs" role="list">
            {found.map((receipt) => (
              <Group key={receipt.receipt_number} role="listitem" justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" dir="auto">
                  <bdi>{receipt.receipt_number}</bdi> {describe(receipt)}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => extract.variables && onFound(receipt, extract.variables)}
                >
                  {t('notice.use', { number: receipt.receipt_number })}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
