/** One document in the grid: a button that selects it, and its menu (open in a viewer, download, delete). */
import type { Document } from '@counsel/domain';
import { Group, Menu, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconEye, IconFileText, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { documentsNs } from '../../locales/documents';
import { ActionMenu } from '../../ui/ActionMenu';
import { fileSize, truncateTitle } from './document-format';
import { viewerKindOf } from './viewers/viewer-kind';

interface Props {
  document: Document;
  canDelete: boolean;
  onSelect: (document: Document) => void;
  onDownload: (document: Document) => void;
  /** Opens the document in its viewer; the entry shows only for types a viewer can show. */
  onOpen?: (document: Document) => void;
  onDelete: (document: Document) => void;
}

export function DocumentCard({ document, canDelete, onSelect, onDownload, onOpen, onDelete }: Props) {
  const { t } = useTranslation(documentsNs);
  const { locale } = useLocale();
  const Icon = document.mime_type.startsWith('image/') ? IconPhoto : IconFileText;
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} align="center" style={{ flex: 1, minWidth: 0 }}>
          {/* Named by the full title (the card shows it cut, and whole on hover). */}
          <UnstyledButton onClick={() => onSelect(document)} title={document.title}>
            <Stack gap={4} align="center">
              <Icon size={36} aria-hidden />
              <Text size="sm" fw={500} ta="center" aria-hidden>
                {truncateTitle(document.title, 12)}
              </Text>
              <VisuallyHidden>{document.title}</VisuallyHidden>
            </Stack>
          </UnstyledButton>
          <Text size="xs" ta="center">
            {fileSize(document.size, locale)}
          </Text>
        </Stack>
        <ActionMenu
          label={t('list.actionsFor', { title: document.title })}
          canDelete={canDelete}
          onDelete={() => onDelete(document)}
        >
          {onOpen && viewerKindOf(document.mime_type) && (
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onOpen(document)}>
              {t('viewer.open')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onDownload(document)}>
            {t('list.download')}
          </Menu.Item>
        </ActionMenu>
      </Group>
    </Paper>
  );
}
