/** Choosing a new profile photo: PNG, JPEG or WebP up to 5 MiB (checked here, enforced by the server). */

import { EMPLOYEE_IMAGE_MAX_BYTES, EMPLOYEE_IMAGE_TYPES } from '@counsel/domain';
import { Button, FileButton } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { teamNs } from '../../locales/team';
import { toast } from '../../ui/toast';
import { teamErrorMessage } from './team-errors';
import { useUploadImage } from './use-team';

export function PhotoUpload({ userId }: { userId: number }) {
  const { t } = useTranslation(teamNs);
  const upload = useUploadImage(userId);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!(EMPLOYEE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(t('photo.wrongType'));
      return;
    }
    if (file.size > EMPLOYEE_IMAGE_MAX_BYTES) {
      toast.error(t('photo.tooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('photo.saved')),
      onError: (error) => toast.error(teamErrorMessage(t, error)),
    });
  };

  return (
    <FileButton onChange={choose} accept={EMPLOYEE_IMAGE_TYPES.join(',')}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          size="xs"
          loading={upload.isPending}
          leftSection={<IconPhotoUp size={16} aria-hidden />}
        >
          {t('photo.change')}
        </Button>
      )}
    </FileButton>
  );
}
