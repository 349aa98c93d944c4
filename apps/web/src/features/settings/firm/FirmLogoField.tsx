/** The firm's logo: a preview, a chooser that uploads at once (images only, at most 5 MB) and a remove button. */

import { LOGO_MIME_TYPES } from '@counsel/domain';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { documentsNs } from '../../../locales/documents';
import { settingsNs } from '../../../locales/settings';
import { UploadImageModal } from '../../../ui/image-upload/UploadImageModal';
import { toast } from '../../../ui/toast';
import { useApiImage } from '../../../ui/use-api-image';
import { firmLogoPath, useUploadFirmLogo } from './use-firm';

interface FirmLogoFieldProps {
  lawFirmId: number;
  value: string | null;
  onChange: (logo: string | null) => void;
  error?: string | undefined;
}

export function FirmLogoField({ lawFirmId, value, onChange, error }: FirmLogoFieldProps) {
  const { t } = useTranslation(settingsNs);
  const upload = useUploadFirmLogo(lawFirmId);
  const { t: tImages } = useTranslation(documentsNs);
  const preview = useApiImage(firmLogoPath(value));
  const [open, setOpen] = useState(false);

  // A refused upload keeps the dialog open (the promise rejects), says why at once and again below the field.
  const save = async (file: File) => {
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      toast.error(messageOf(failure));
      throw failure;
    }
  };

  const messageOf = (failure: unknown) =>
    failure instanceof ApiError && (failure.status === 413 || failure.status === 415)
      ? t(failure.status === 413 ? 'firm.logo.tooLarge' : 'firm.logo.wrongType')
      : errorMessage(t, failure);
  const uploadError = upload.error ? messageOf(upload.error) : undefined;

  return (
    <Input.Wrapper label={t('firm.logo.label')} description={t('firm.logo.hint')} error={uploadError ?? error}>
      <Group gap="md" align="center" mt="xs">
        {preview && <Image src={preview} alt={t('firm.logo.preview')} h={64} w="auto" maw={200} fit="contain" />}
        {!value && (
          <Text size="sm" c="dimmed">
            {t('firm.logo.none')}
          </Text>
        )}
        <Stack gap={4}>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              loading={upload.isPending}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              onClick={() => {
                upload.reset();
                setOpen(true);
              }}
            >
              {value ? t('firm.logo.change') : t('firm.logo.upload')}
            </Button>
            {value && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(null)}
              >
                {t('firm.logo.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <UploadImageModal
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={save}
        title={tImages('images.logo.title')}
        confirmLabel={tImages('images.logo.confirm')}
        types={LOGO_MIME_TYPES}
        crop={false}
      />
    </Input.Wrapper>
  );
}
