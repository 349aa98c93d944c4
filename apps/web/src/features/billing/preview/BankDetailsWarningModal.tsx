/** Shown before a download when the firm's bank details are incomplete (billing.md §4, §8). */

import { Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoicePreviewNs } from '../../../locales/invoicePreview';

interface BankDetailsWarningModalProps {
  opened: boolean;
  onClose: () => void;
  onGoToSettings: () => void;
  onDownloadAnyway: () => void;
}

export function BankDetailsWarningModal({
  opened,
  onClose,
  onGoToSettings,
  onDownloadAnyway,
}: BankDetailsWarningModalProps) {
  const { t } = useTranslation(invoicePreviewNs);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bankWarning.title')}
      // Opened over the preview, which is a modal itself.
      zIndex={getDefaultZIndex('modal') + 10}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('bankWarning.body')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={onGoToSettings}>
            {t('bankWarning.goToSettings')}
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownloadAnyway}>
            {t('bankWarning.downloadAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
