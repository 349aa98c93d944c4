/**
 * The upload-image modal (spec §2): used for employee photos, the firm logo and the invoice logo. The caller
 * says what happens with the chosen image (`onConfirm` uploads it; a rejected promise keeps the dialog open).
 * The steps, the cropper and the camera load only when the dialog first opens.
 */
import { IMAGE_CROP_ASPECT, IMAGE_UPLOAD_TYPES } from '@counsel/domain';
import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { PageLoader } from '../PageLoader';

const UploadImageBody = lazy(() => import('./UploadImageBody').then((module) => ({ default: module.UploadImageBody })));

interface UploadImageModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: (file: File) => unknown;
  title?: string;
  confirmLabel?: string;
  /** The types the server takes for this image (PNG and JPEG by default); HEIC/HEIF are always converted to PNG. */
  types?: readonly string[];
  /** Whether the crop step starts on; the user may turn it off. */
  crop?: boolean;
  aspect?: number;
}

export function UploadImageModal({
  opened,
  onClose,
  onConfirm,
  title,
  confirmLabel,
  types = IMAGE_UPLOAD_TYPES,
  crop = true,
  aspect = IMAGE_CROP_ASPECT,
}: UploadImageModalProps) {
  const { t } = useTranslation(documentsNs);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('images.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('images.close') }}
    >
      <Suspense fallback={<PageLoader />}>
        {opened && (
          <UploadImageBody
            types={types}
            crop={crop}
            aspect={aspect}
            confirmLabel={confirmLabel}
            onCancel={onClose}
            onConfirm={async (file) => {
              await onConfirm(file);
              onClose();
            }}
          />
        )}
      </Suspense>
    </Modal>
  );
}
