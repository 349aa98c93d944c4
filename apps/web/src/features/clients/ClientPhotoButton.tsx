/** "Change photo" on the client's page: the upload-image modal (cropped square), uploaded to the client's image. */
import { CLIENT_IMAGE_TYPES } from '@counsel/domain';
import { Button } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientKeys } from '../../entities/client/keys';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { documentsNs } from '../../locales/documents';
import { UploadImageModal } from '../../ui/image-upload/UploadImageModal';
import { toast } from '../../ui/toast';

export function ClientPhotoButton({ clientId }: { clientId: number }) {
  const { t } = useTranslation(documentsNs);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.putForm<{ image: string }>(`/api/client/${clientId}/image`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });

  const save = async (file: File) => {
    try {
      await upload.mutateAsync(file);
      toast.success(t('images.clientPhoto.saved'));
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 413 || error.status === 415);
      toast.error(
        refused ? t(error.status === 413 ? 'images.errors.tooLarge' : 'images.errors.invalid') : errorMessage(t, error),
      );
      throw error;
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPhotoUp size={16} aria-hidden />}
        loading={upload.isPending}
        onClick={() => setOpen(true)}
      >
        {t('images.clientPhoto.button')}
      </Button>
      <UploadImageModal
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={save}
        title={t('images.clientPhoto.title')}
        confirmLabel={t('images.photo.confirm')}
        types={CLIENT_IMAGE_TYPES}
      />
    </>
  );
}
