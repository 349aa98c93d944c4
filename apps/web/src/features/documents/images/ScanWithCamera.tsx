/** "Scan with camera" for the document upload forms: the rear camera in a dialog, giving a JPEG file. */
import { Button, Group, Modal } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { PageLoader } from '../../../ui/PageLoader';

const CameraCapture = lazy(() =>
  import('../../../ui/image-upload/CameraCapture').then((module) => ({ default: module.CameraCapture })),
);

export function ScanWithCamera({ onCapture, disabled }: { onCapture: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation(documentsNs);
  const [open, setOpen] = useState(false);
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconCamera size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {t('images.scan.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('images.scan.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('images.close') }}
      >
        <Suspense fallback={<PageLoader />}>
          {open && (
            <CameraCapture
              onCapture={(file) => {
                onCapture(file);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          )}
        </Suspense>
      </Modal>
    </Group>
  );
}
