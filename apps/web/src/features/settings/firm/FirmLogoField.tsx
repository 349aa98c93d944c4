/** The firm's logo: a preview, a chooser that uploads at once (images only, at most 5 MB) and a remove button. */

import { LOGO_MIME_TYPES } from '@counsel/domain';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { settingsNs } from '../../../locales/settings';
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
  const preview = useApiImage(firmLogoPath(value));
  // Emptied after every choice, so choosing the same file again (after a refusal) is noticed.
  const resetInput = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    try {
      onChange(await upload.mutateAsync(file));
    } catch {
      // The message shows below the chooser (upload.error).
    }
  };

  const uploadError =
    upload.error instanceof ApiError && (upload.error.status === 413 || upload.error.status === 415)
      ? t(upload.error.status === 413 ? 'firm.logo.tooLarge' : 'firm.logo.wrongType')
      : upload.error
        ? errorMessage(t, upload.error)
        : undefined;

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
            <FileButton
              onChange={choose}
              resetRef={resetInput}
              accept={LOGO_MIME_TYPES.join(',')}
              inputProps={{ 'aria-label': t('firm.logo.file') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  loading={upload.isPending}
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                >
                  {value ? t('firm.logo.change') : t('firm.logo.upload')}
                </Button>
              )}
            </FileButton>
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
    </Input.Wrapper>
  );
}
