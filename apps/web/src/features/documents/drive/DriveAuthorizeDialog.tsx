/** The confirm dialog of spec §4/§8: Drive is not authorized; authorizing opens Google's page in a popup. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import type { DriveConnection } from './use-drive-connection';

export function DriveAuthorizeDialog({ connection }: { connection: DriveConnection }) {
  const { t } = useTranslation(documentsNs);
  return (
    <Modal opened={connection.asking} onClose={connection.dismiss} title={t('drive.connect.title')}>
      <Stack>
        <Text size="sm">{t('drive.errors.google_drive_not_authorized')}</Text>
        <Text size="sm" c="dimmed">
          {t('drive.connect.popupHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={connection.dismiss}>
            {t('drive.connect.cancel')}
          </Button>
          <Button onClick={() => void connection.authorize()}>{t('drive.connect.authorize')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
