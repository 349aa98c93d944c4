/**
 * Moving a folder or a document: a picker of every folder by its path, plus the root. A folder cannot
 * go into itself or below itself, so those are left out (the server refuses them too).
 */
import type { Directory } from '@counsel/domain';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { useAllDirectories } from './use-directories';

const ROOT = 'root';

interface Props {
  /** What moves: its name for the title; for a folder, its id and path to leave out itself and what is below. */
  item: { name: string; folder?: Pick<Directory, 'id' | 'path'>; currentParentId: number | null } | null;
  pending: boolean;
  onSubmit: (parentId: number | null) => void;
  onClose: () => void;
}

export function MoveModal({ item, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation(documentsNs);
  const all = useAllDirectories(item !== null);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (item) setTarget(item.currentParentId === null ? ROOT : String(item.currentParentId));
  }, [item]);

  const folder = item?.folder;
  const options = [
    { value: ROOT, label: t('management.root') },
    ...(all.data ?? [])
      .filter((d) => !folder || (d.id !== folder.id && !d.path.startsWith(`${folder.path}/`)))
      .map((d) => ({ value: String(d.id), label: d.path })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || target === null) return;
    onSubmit(target === ROOT ? null : Number(target));
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('management.move.title', { name: item?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('management.close') }}
      closeOnClickOutside={!pending}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Select
            label={t('management.move.target')}
            data={options}
            value={target}
            onChange={setTarget}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('management.move.noFolders')}
            disabled={pending || all.isLoading}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('management.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={target === null}>
              {t('management.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
