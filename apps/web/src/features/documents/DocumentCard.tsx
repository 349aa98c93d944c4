/**
 * One document in the grid: a button that selects it, and its menu (open a PDF, an image or a note in
 * its viewer, edit a Word document, reopen a filled form's review, its versions, download, delete).
 */
import type { Document } from '@counsel/domain';
import { Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconDownload,
  IconEdit,
  IconEye,
  IconFileText,
  IconHistory,
  IconPhoto,
  IconWritingSign,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { documentsNs } from '../../locales/documents';
import { formFillingNs } from '../../locales/formFilling';
import { ActionMenu } from '../../ui/ActionMenu';
import { titleStyle } from './document-format';
import { DocumentVersionsDialog } from './versions/DocumentVersionsDialog';
import { viewerKindOf } from './viewers/viewer-kind';

/**
 * What reopens a document saved from a filled form: the forms feature's review dialog. The page that
 * shows a documents list passes it in, because forms use documents and not the other way round.
 */
export type FilledFormEditor = ComponentType<{ document: Document; onClose: () => void }>;

interface Props {
  document: Document;
  canDelete: boolean;
  onSelect: (document: Document) => void;
  onDownload: (document: Document) => void;
  /** Opens the document in its viewer; the entry shows only for types a viewer can show. */
  onOpen?: (document: Document) => void;
  onDelete: (document: Document) => void;
  /** Opens a Word document in the editor; without it (no update permission) there is no Edit entry. */
  onEdit?: (document: Document) => void;
  /** Reopens the review of a document saved from a filled form; the entry shows only on those. */
  onEditForm?: (document: Document) => void;
}

export function DocumentCard({
  document,
  canDelete,
  onSelect,
  onDownload,
  onOpen,
  onDelete,
  onEdit,
  onEditForm,
}: Props) {
  const { t } = useTranslation(documentsNs);
  const { t: tFill } = useTranslation(formFillingNs);
  const { locale } = useLocale();
  const Icon = document.mime_type.startsWith('image/') ? IconPhoto : IconFileText;
  const kind = viewerKindOf(document.mime_type);
  const [versionsOpen, setVersionsOpen] = useState(false);
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} align="center" style={{ flex: 1, minWidth: 0 }}>
          {/* The whole title where it fits (up to two lines), cut only at the card's real width; whole on hover. */}
          <UnstyledButton onClick={() => onSelect(document)} title={document.title} maw="100%">
            <Stack gap={4} align="center">
              <Icon size={36} aria-hidden />
              <Text size="sm" fw={500} ta="center" dir="auto" style={titleStyle(2)}>
                {document.title}
              </Text>
            </Stack>
          </UnstyledButton>
          <Text size="xs" ta="center">
            {formatBytes(document.size, locale)}
          </Text>
        </Stack>
        <ActionMenu
          label={t('list.actionsFor', { title: document.title })}
          canDelete={canDelete}
          onDelete={() => onDelete(document)}
        >
          {onOpen && kind !== null && kind !== 'word' && (
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onOpen(document)}>
              {t('viewer.open')}
            </Menu.Item>
          )}
          {onEdit && kind === 'word' && (
            <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(document)}>
              {t('wordEditor.edit')}
            </Menu.Item>
          )}
          {onEditForm && document.filled_form_id != null && (
            <Menu.Item leftSection={<IconWritingSign size={16} aria-hidden />} onClick={() => onEditForm(document)}>
              {tFill('reopen.edit')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setVersionsOpen(true)}>
            {t('versions.menu')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onDownload(document)}>
            {t('list.download')}
          </Menu.Item>
        </ActionMenu>
      </Group>
      {versionsOpen && <DocumentVersionsDialog document={document} onClose={() => setVersionsOpen(false)} />}
    </Paper>
  );
}
