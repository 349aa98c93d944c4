/**
 * One page of a folder, sub-folders first, then documents, each with its action menu: cards in the grid
 * view, a table in the list view (with each document's client, type and date, since a folder mixes clients).
 */
import type { Directory, Document } from '@counsel/domain';
import { Menu, SimpleGrid } from '@mantine/core';
import {
  IconArrowsMove,
  IconDownload,
  IconExternalLink,
  IconFileText,
  IconFolder,
  IconHistory,
  IconPencil,
  IconPhoto,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../lib/current-user';
import { formatBytes } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { documentsNs } from '../../../locales/documents';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ContentsTable } from './ContentsTable';
import { ItemCard } from './ItemCard';
import type { ViewMode } from './view-mode';

export interface ContentsActions {
  openFolder: (folder: Directory) => void;
  renameFolder: (folder: Directory) => void;
  moveFolder: (folder: Directory) => void;
  deleteFolder: (folder: Directory) => void;
  openDocument: (document: Document) => void;
  downloadDocument: (document: Document) => void;
  showVersions: (document: Document) => void;
  moveDocument: (document: Document) => void;
  deleteDocument: (document: Document) => void;
}

interface Props {
  folders: Directory[];
  documents: Document[];
  mode: ViewMode;
  /** While searching, a found folder shows where it is. */
  showPaths: boolean;
  actions: ContentsActions;
}

export function ContentsList({ folders, documents, mode, showPaths, actions }: Props) {
  const { t } = useTranslation(documentsNs);
  const { locale } = useLocale();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'documents');
  const canDelete = ability.can('delete', 'documents');
  const [selected, setSelected] = useState<string | null>(null);

  const folderMenu = (folder: Directory) => (
    <ActionMenu
      label={t('management.actionsFor', { title: folder.name })}
      canDelete={canDelete}
      onDelete={() => actions.deleteFolder(folder)}
    >
      <Menu.Item leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => actions.openFolder(folder)}>
        {t('management.open')}
      </Menu.Item>
      {canUpdate && (
        <>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.renameFolder(folder)}>
            {t('management.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowsMove size={16} aria-hidden />} onClick={() => actions.moveFolder(folder)}>
            {t('management.moveAction')}
          </Menu.Item>
        </>
      )}
    </ActionMenu>
  );
  const documentMenu = (document: Document) => (
    <ActionMenu
      label={t('management.actionsFor', { title: document.title })}
      canDelete={canDelete}
      onDelete={() => actions.deleteDocument(document)}
    >
      <Menu.Item
        leftSection={<IconExternalLink size={16} aria-hidden />}
        onClick={() => actions.openDocument(document)}
      >
        {t('management.open')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => actions.downloadDocument(document)}
      >
        {t('list.download')}
      </Menu.Item>
      <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => actions.showVersions(document)}>
        {t('versions.menu')}
      </Menu.Item>
      {canUpdate && (
        <Menu.Item
          leftSection={<IconArrowsMove size={16} aria-hidden />}
          onClick={() => actions.moveDocument(document)}
        >
          {t('management.moveAction')}
        </Menu.Item>
      )}
    </ActionMenu>
  );

  if (mode === 'list') {
    return (
      <ContentsTable
        folders={folders}
        documents={documents}
        showPaths={showPaths}
        selected={selected}
        onSelect={setSelected}
        onOpenFolder={actions.openFolder}
        onOpenDocument={actions.openDocument}
        folderMenu={folderMenu}
        documentMenu={documentMenu}
      />
    );
  }

  const items = [
    ...folders.map((folder) => (
      <ItemCard
        key={`folder-${folder.id}`}
        icon={IconFolder}
        title={folder.name}
        detail={showPaths ? folder.path : undefined}
        selected={selected === `folder-${folder.id}`}
        onSelect={() => setSelected(`folder-${folder.id}`)}
        onOpen={() => actions.openFolder(folder)}
        menu={folderMenu(folder)}
      />
    )),
    ...documents.map((document) => (
      <ItemCard
        key={`document-${document.id}`}
        icon={document.mime_type.startsWith('image/') ? IconPhoto : IconFileText}
        title={document.title}
        detail={formatBytes(document.size, locale)}
        selected={selected === `document-${document.id}`}
        onSelect={() => setSelected(`document-${document.id}`)}
        onOpen={() => actions.openDocument(document)}
        menu={documentMenu(document)}
      />
    )),
  ];

  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
      spacing="sm"
      p={0}
      m={0}
      aria-label={t('management.contents')}
    >
      {items}
    </SimpleGrid>
  );
}
