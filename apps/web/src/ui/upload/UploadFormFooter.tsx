/** The end of every upload form: the upload's progress while it runs, then cancel and upload. */
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { DialogFooter } from '../DialogFooter';

interface Props {
  /** The upload's progress in percent while it runs; null when idle. */
  percent: number | null;
  onCancel: () => void;
}

export function UploadFormFooter({ percent, onCancel }: Props) {
  const { t } = useTranslation(documentsNs);
  const submitting = percent !== null;
  return (
    <>
      {submitting && (
        <Stack gap={4}>
          <Progress value={percent} aria-label={t('upload.progress')} />
          <Text size="sm" aria-live="polite">
            {t('upload.uploading', { percent })}
          </Text>
        </Stack>
      )}
      <DialogFooter
        cancelLabel={t('upload.cancel')}
        submitLabel={t('upload.submit')}
        submitting={submitting}
        onCancel={onCancel}
      />
    </>
  );
}
