/**
 * Choosing a new profile photo through the upload-image modal (PNG, JPEG, WebP or a converted HEIC photo,
 * cropped square, at most 5 MB); the server checks the type from the bytes and the size again.
 */

import { EMPLOYEE_IMAGE_TYPES } from '@counsel/domain';
import { Button } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { teamNs } from '../../locales/team';
import { UploadImageModal } from '../../ui/image-upload/UploadImageModal';
import { toast } from '../../ui/toast';
import { teamErrorMessage } from './team-errors';
import { useUploadImage } from './use-team';

export function PhotoUpload({ userId }: { userId: number }) {
  const { t } = useTranslation(teamNs);
  const { t: tImages } = useTranslation(documentsNs);
  const upload = useUploadImage(userId);
  const [open, setOpen] = useState(false);

  const save = async (file: File) => {
    try {
      await upload.mutateAsync(file);
      toast.success(t('photo.saved'));
    } catch (error) {
      toast.error(teamErrorMessage(t, error));
      throw error;
    }
  };

  return (
    <>
      <Button
        variant="light"
        size="xs"
        loading={upload.isPending}
        leftSection={<IconPhotoUp size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('photo.change')}
      </Button>
      <UploadImageModal
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={save}
        title={tImages('images.photo.title')}
        confirmLabel={tImages('images.photo.confirm')}
        types={EMPLOYEE_IMAGE_TYPES}
      />
    </>
  );
}
