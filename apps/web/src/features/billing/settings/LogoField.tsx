/** The logo toggle, its preview and the upload-image modal (images only, at most 5 MB; uploaded on save). */

import { LOGO_MIME_TYPES } from '@counsel/domain';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { UploadImageModal } from '../../../ui/image-upload/UploadImageModal';
import { SettingSwitch } from './SettingSwitch';
import { useLogoPreview } from './use-invoice-settings';
import type { SettingsDraft } from './use-settings-draft';

export function LogoField({ draft, disabled }: { draft: SettingsDraft; disabled: boolean }) {
  const { t } = useTranslation(invoiceSettingsNs);
  const { value, chosenLogo, errors } = draft;
  const preview = useLogoPreview(value.include_logo ? value.logo : null, value.include_logo ? chosenLogo : null);
  const hasLogo = Boolean(value.logo || chosenLogo);
  const { t: tImages } = useTranslation(documentsNs);
  const [open, setOpen] = useState(false);

  return (
    <Stack gap="xs">
      <SettingSwitch
        label={t('logo.toggle')}
        checked={value.include_logo}
        disabled={disabled}
        onChange={(on) => draft.toggle('include_logo', on)}
      />
      {value.include_logo && (
        <Group gap="md" align="center" ms="xl">
          {preview && (
            <Image src={preview} alt={t('logo.preview')} h={64} w="auto" maw={200} fit="contain" radius="sm" />
          )}
          <Stack gap={4}>
            <Button
              variant="light"
              size="xs"
              disabled={disabled}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              onClick={() => setOpen(true)}
            >
              {hasLogo ? t('logo.change') : t('logo.upload')}
            </Button>
            <UploadImageModal
              opened={open}
              onClose={() => setOpen(false)}
              onConfirm={(file) => draft.chooseLogo(file)}
              title={tImages('images.logo.title')}
              confirmLabel={tImages('images.logo.confirm')}
              types={LOGO_MIME_TYPES}
              crop={false}
            />
            {chosenLogo && (
              <Text size="xs" c="dimmed">
                {t('logo.chosen')} <bdi>{chosenLogo.name}</bdi>
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('logo.hint')}
            </Text>
            {errors.logo && (
              <Text size="sm" c="red" role="alert">
                {errors.logo}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
