/** The logo toggle, its preview and the file chooser (images only, at most 5 MB; uploaded on save). */

import { LOGO_MIME_TYPES } from '@counsel/domain';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { SettingSwitch } from './SettingSwitch';
import { useLogoPreview } from './use-invoice-settings';
import type { SettingsDraft } from './use-settings-draft';

export function LogoField({ draft, disabled }: { draft: SettingsDraft; disabled: boolean }) {
  const { t } = useTranslation(invoiceSettingsNs);
  const { value, chosenLogo, errors } = draft;
  const preview = useLogoPreview(value.include_logo ? value.logo : null, value.include_logo ? chosenLogo : null);
  const hasLogo = Boolean(value.logo || chosenLogo);
  // Emptied after every choice, so choosing the same file again (after a refusal) is noticed.
  const resetInput = useRef<() => void>(null);

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
            <FileButton
              onChange={(file) => {
                draft.chooseLogo(file);
                resetInput.current?.();
              }}
              resetRef={resetInput}
              accept={LOGO_MIME_TYPES.join(',')}
              disabled={disabled}
              inputProps={{ 'aria-label': t('logo.file') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  disabled={disabled}
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                >
                  {hasLogo ? t('logo.change') : t('logo.upload')}
                </Button>
              )}
            </FileButton>
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
