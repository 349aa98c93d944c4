/**
 * Moving a folder or a document: a picker of every folder by its path, plus the root. A folder cannot
 * go into itself or below itself, so those are left out (the server refuses them too).
 */
import { type Directory, moveDirectoryBody } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { documentsNs } from '../../../locales/documents';
import { useAllDirectories } from './use-directories';

const ROOT = 'root';

interface MoveValues {
  /** ROOT or a folder id; null until the item's place is known. */
  target: string | null;
}

/** The choice as the request's parent (null: the root), checked against the API's own schema. */
const moveSchema = z
  // Move is disabled until there is a choice; a null one would fail the parent's rule all the same.
  .object({ target: z.string().nullable() })
  .transform(
    ({ target }): z.input<typeof moveDirectoryBody> => ({ parent_id: target === ROOT ? null : Number(target) }),
  )
  .pipe(moveDirectoryBody);
type MoveRequest = z.output<typeof moveDirectoryBody>;

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
  const form = useForm<MoveValues, unknown, MoveRequest>({
    resolver: zodResolver(moveSchema),
    defaultValues: { target: null },
    shouldFocusError: false,
  });
  const { reset } = form;
  const target = form.watch('target');

  useEffect(() => {
    if (item) reset({ target: item.currentParentId === null ? ROOT : String(item.currentParentId) });
  }, [item, reset]);

  const folder = item?.folder;
  const options = [
    { value: ROOT, label: t('management.root') },
    ...(all.data ?? [])
      .filter((d) => !folder || (d.id !== folder.id && !d.path.startsWith(`${folder.path}/`)))
      .map((d) => ({ value: String(d.id), label: d.path })),
  ];

  const submit = form.handleSubmit(({ parent_id }) => {
    if (pending) return;
    onSubmit(parent_id);
  });

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
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Select
                label={t('management.move.target')}
                data={options}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('management.move.noFolders')}
                disabled={pending || all.isLoading}
                comboboxProps={{ withinPortal: true }}
              />
            )}
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
