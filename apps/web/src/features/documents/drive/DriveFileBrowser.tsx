/**
 * A Drive folder's files, shared by the /doc-drive page and the picker: breadcrumbs from My Drive, a
 * search box, a list/grid toggle, folders that open on click. In the page, each file has a menu
 * (rename, delete); in the picker, a click selects one file (single select).
 */
import type { DriveFile } from '@counsel/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDots,
  IconFile,
  IconFileTypePdf,
  IconFolder,
  IconLayoutGrid,
  IconList,
  IconPencil,
  IconPhoto,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { documentsNs } from '../../../locales/documents';
import { driveErrorMessage, useDriveFiles } from './drive-api';

export interface Crumb {
  id: string | null;
  name: string;
}

interface Props {
  userId: number;
  /** Buttons beside the search (upload, new folder) for the folder on screen. */
  toolbar?: (folderId: string | null) => ReactNode;
  selectedId?: string | null;
  onSelect?: (file: DriveFile) => void;
  onRename?: (file: DriveFile) => void;
  onDelete?: (file: DriveFile) => void;
}

function FileIcon({ file }: { file: DriveFile }) {
  if (file.is_folder) return <IconFolder size={20} aria-hidden color="var(--mantine-color-yellow-7)" />;
  if (file.mimeType === 'application/pdf') return <IconFileTypePdf size={20} aria-hidden />;
  if (file.mimeType.startsWith('image/')) return <IconPhoto size={20} aria-hidden />;
  return <IconFile size={20} aria-hidden />;
}

export function DriveFileBrowser({ userId, toolbar, selectedId, onSelect, onRename, onDelete }: Props) {
  const { t } = useTranslation(documentsNs);
  const format = useFormat();
  const [path, setPath] = useState<Crumb[]>([{ id: null, name: t('drive.browser.root') }]);
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const folder = path[path.length - 1]!;
  const files = useDriveFiles(userId, folder.id, search, true);

  const open = (file: DriveFile) => {
    if (file.is_folder) {
      setSearchText('');
      setPath((current) => [...current, { id: file.id, name: file.name }]);
    } else onSelect?.(file);
  };

  const menu = (file: DriveFile) =>
    onRename || onDelete ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('drive.browser.actionsFor', { name: file.name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {onRename && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(file)}>
              {t('drive.browser.rename')}
            </Menu.Item>
          )}
          {onDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(file)}>
              {t('drive.browser.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    ) : null;

  const label = (file: DriveFile) =>
    file.is_folder
      ? t('drive.browser.openFolder', { name: file.name })
      : onSelect
        ? t('drive.browser.select', { name: file.name })
        : file.name;

  const list = files.data?.files ?? [];
  const body = files.isPending ? (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('drive.browser.loading')}</Text>
    </Group>
  ) : files.isError ? (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{driveErrorMessage(t, files.error)}</Text>
        <Button size="xs" variant="light" onClick={() => void files.refetch()}>
          {t('drive.browser.retry')}
        </Button>
      </Group>
    </Alert>
  ) : list.length === 0 ? (
    <Text c="dimmed" size="sm">
      {search ? t('drive.browser.noResults') : t('drive.browser.empty')}
    </Text>
  ) : view === 'list' ? (
    <Table highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('drive.browser.name')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('drive.browser.modified')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('drive.browser.size')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('drive.browser.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((file) => (
          <Table.Tr key={file.id} bg={file.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}>
            <Table.Td>
              {file.is_folder || onSelect ? (
                <UnstyledButton
                  onClick={() => open(file)}
                  aria-label={label(file)}
                  aria-pressed={!file.is_folder && onSelect ? file.id === selectedId : undefined}
                >
                  <Group gap="xs" wrap="nowrap">
                    <FileIcon file={file} />
                    <Text size="sm">{file.name}</Text>
                  </Group>
                </UnstyledButton>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <FileIcon file={file} />
                  <Text size="sm">{file.name}</Text>
                </Group>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{file.modifiedTime ? format.date(file.modifiedTime) : ''}</Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{file.size !== null && !file.is_folder ? format.bytes(file.size) : ''}</Text>
            </Table.Td>
            <Table.Td ta="end">{menu(file)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
      {list.map((file) => (
        <Paper
          key={file.id}
          withBorder
          p="sm"
          bg={file.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <UnstyledButton
              onClick={() => open(file)}
              aria-label={label(file)}
              aria-pressed={!file.is_folder && onSelect ? file.id === selectedId : undefined}
              disabled={!file.is_folder && !onSelect}
              style={{ minWidth: 0, flex: 1 }}
            >
              <Stack gap={4} align="flex-start">
                <FileIcon file={file} />
                <Text size="sm" truncate maw="100%" title={file.name}>
                  {file.name}
                </Text>
              </Stack>
            </UnstyledButton>
            {menu(file)}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          label={t('drive.browser.search')}
          placeholder={t('drive.browser.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Group gap="xs" align="flex-end">
          <SegmentedControl
            aria-label={t('drive.browser.view')}
            value={view}
            onChange={(value) => setView(value as 'list' | 'grid')}
            data={[
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={16} aria-hidden />
                    {t('drive.browser.list')}
                  </Group>
                ),
              },
              {
                value: 'grid',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconLayoutGrid size={16} aria-hidden />
                    {t('drive.browser.grid')}
                  </Group>
                ),
              },
            ]}
          />
          {toolbar?.(search ? null : folder.id)}
        </Group>
      </Group>
      <nav aria-label={t('drive.browser.breadcrumbs')}>
        <Breadcrumbs separatorMargin={4}>
          {path.map((crumb, index) =>
            index === path.length - 1 ? (
              <Text key={crumb.id ?? 'root'} size="sm" fw={600} aria-current="location">
                {crumb.name}
              </Text>
            ) : (
              <Anchor
                key={crumb.id ?? 'root'}
                component="button"
                type="button"
                size="sm"
                onClick={() => setPath((current) => current.slice(0, index + 1))}
              >
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </nav>
      {body}
    </Stack>
  );
}
