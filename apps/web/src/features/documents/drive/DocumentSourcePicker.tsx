/**
 * Where an uploaded document comes from: a file from the device (click or drag and drop) or a file
 * from Google Drive. They exclude each other: choosing one clears the other (spec §4). Reusable by
 * every upload form; the form decides how to send each kind.
 */
import type { DriveFile } from '@counsel/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandGoogleDrive, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { FileDrop } from '../../../ui/upload/FileDrop';
import { DrivePickerDialog } from './DrivePickerDialog';

export type DocumentSource = { kind: 'device'; file: File } | { kind: 'drive'; file: DriveFile } | null;

interface Props {
  value: DocumentSource;
  onChange: (value: DocumentSource) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function DocumentSourcePicker({ value, onChange, error, disabled = false }: Props) {
  const { t } = useTranslation(documentsNs);
  const userId = useMe().user.id;
  const [picking, setPicking] = useState(false);
  const driveFile = value?.kind === 'drive' ? value.file : null;

  return (
    <Stack gap="xs">
      <FileDrop
        file={value?.kind === 'device' ? value.file : null}
        onChange={(file) => onChange(file ? { kind: 'device', file } : null)}
        error={error}
        disabled={disabled}
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('drive.picker.or')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
          onClick={() => setPicking(true)}
          disabled={disabled}
        >
          {t('drive.picker.choose')}
        </Button>
      </Group>
      {driveFile && (
        <Paper withBorder p="xs" aria-label={t('drive.picker.chosen')} component="section">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconBrandGoogleDrive size={18} aria-hidden />
              <Text size="sm" truncate>
                {driveFile.name}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('drive.picker.remove')}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      )}
      <DrivePickerDialog
        userId={userId}
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(file) => onChange({ kind: 'drive', file })}
      />
    </Stack>
  );
}
