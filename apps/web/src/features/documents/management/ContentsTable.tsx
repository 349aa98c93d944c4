/**
 * The list view of a folder's page: a table of name, client, type, date and size, folders first. The
 * root and the folders mix several clients' documents, so each row says whose it is. A name is shown
 * whole where it fits and cut only at the column's real width; a click selects, a double click or
 * Enter opens, as in the grid.
 */
import type { Directory, Document } from '@counsel/domain';
import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconFolder, IconPhoto, type TablerIcon } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { documentsNs } from '../../../locales/documents';
import { titleStyle } from '../document-format';
import { documentTypeOf } from './document-type';

interface Props {
  folders: Directory[];
  documents: Document[];
  showPaths: boolean;
  selected: string | null;
  onSelect: (key: string) => void;
  onOpenFolder: (folder: Directory) => void;
  onOpenDocument: (document: Document) => void;
  folderMenu: (folder: Directory) => ReactNode;
  documentMenu: (document: Document) => ReactNode;
}

export function ContentsTable(props: Props) {
  const { t } = useTranslation(documentsNs);
  const { locale } = useLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('management.contents')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('management.columns.name')}</Table.Th>
            <Table.Th>{t('management.columns.client')}</Table.Th>
            <Table.Th>{t('management.columns.type')}</Table.Th>
            <Table.Th>{t('management.columns.date')}</Table.Th>
            <Table.Th>{t('management.columns.size')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('management.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.folders.map((folder) => {
            const key = `folder-${folder.id}`;
            return (
              <Table.Tr key={key}>
                <Table.Td style={{ maxWidth: 0, width: '40%' }}>
                  <NameButton
                    icon={IconFolder}
                    title={folder.name}
                    selected={props.selected === key}
                    onSelect={() => props.onSelect(key)}
                    onOpen={() => props.onOpenFolder(folder)}
                  />
                  {props.showPaths && (
                    <Text size="xs" c="dimmed" dir="auto" style={titleStyle(1)}>
                      {folder.path}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td />
                <Table.Td>{t('management.types.folder')}</Table.Td>
                <Table.Td />
                <Table.Td />
                <Table.Td>{props.folderMenu(folder)}</Table.Td>
              </Table.Tr>
            );
          })}
          {props.documents.map((document) => {
            const key = `document-${document.id}`;
            return (
              <Table.Tr key={key}>
                <Table.Td style={{ maxWidth: 0, width: '40%' }}>
                  <NameButton
                    icon={document.mime_type.startsWith('image/') ? IconPhoto : IconFileText}
                    title={document.title}
                    selected={props.selected === key}
                    onSelect={() => props.onSelect(key)}
                    onOpen={() => props.onOpenDocument(document)}
                  />
                </Table.Td>
                <Table.Td dir="auto">{document.client_name ?? ''}</Table.Td>
                <Table.Td>{t(`management.types.${documentTypeOf(document.mime_type)}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(document.created_at, locale)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBytes(document.size, locale)}</Table.Td>
                <Table.Td>{props.documentMenu(document)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NameButton(props: {
  icon: TablerIcon;
  title: string;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
}) {
  const { icon: Icon } = props;
  const openOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    props.onOpen();
  };
  return (
    <UnstyledButton
      onClick={props.onSelect}
      onDoubleClick={props.onOpen}
      onKeyDown={openOnEnter}
      aria-pressed={props.selected}
      title={props.title}
      maw="100%"
      style={{ fontWeight: props.selected ? 700 : undefined }}
    >
      <Group gap="xs" wrap="nowrap">
        <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500} dir="auto" style={titleStyle(1)}>
          {props.title}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
