/**
 * /forms/law-firm-forms: the firm's own legal forms in folders. Breadcrumb Forms / Law Firm / folders,
 * the folder's sub-folders then its forms, the add-directory and upload dialogs (for staff who may
 * create forms), and a read-only viewer. The open folder lives in the address (?folder=), so back,
 * reload and the breadcrumb links keep the place.
 */
import type { FirmForm } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAbility } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { firmFormsNs } from '../../../locales/firmForms';
import { AddDirectoryModal } from './AddDirectoryModal';
import { FormsBreadcrumbs, folderPath } from './FormsBreadcrumbs';
import { LibraryItems } from './LibraryItems';
import { UploadLegalFormModal } from './UploadLegalFormModal';
import { useFirmFormFolder } from './use-firm-forms';

// pdf.js is large: fetched only when a form is opened.
const FirmFormViewer = lazy(() => import('./FirmFormViewer'));

type Dialog = { kind: 'none' } | { kind: 'directory' } | { kind: 'upload' } | { kind: 'view'; form: FirmForm };

const folderParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export default function FirmFormsPage() {
  const { t } = useTranslation(firmFormsNs);
  const ability = useAbility();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [params] = useSearchParams();
  const directoryId = folderParam(params.get('folder'));
  const folder = useFirmFormFolder(directoryId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const data = folder.data;
  const here = { id: directoryId, path: data?.directory?.path ?? '/' };
  const empty = data && data.directories.length === 0 && data.forms.length === 0;
  const canCreate = ability.can('create', 'forms');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('page.title')}</Title>
        {canCreate && (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'directory' })}
              disabled={!data}
            >
              {t('actions.newFolder')}
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'upload' })}
              disabled={!data}
            >
              {t('actions.upload')}
            </Button>
          </Group>
        )}
      </Group>
      <FormsBreadcrumbs crumbs={data?.breadcrumbs ?? []} />
      {folder.isLoading && (
        <Center p="lg">
          <Loader aria-label={t('page.loading')} />
        </Center>
      )}
      {folder.isError && (
        <Alert color="red" role="alert" title={t('page.loadError')}>
          <Button variant="subtle" onClick={() => void folder.refetch()}>
            {t('page.retry')}
          </Button>
        </Alert>
      )}
      {empty && <Text c="dimmed">{t(directoryId === null ? 'page.emptyRoot' : 'page.emptyFolder')}</Text>}
      {data && !folder.isError && (
        <LibraryItems
          folders={data.directories}
          forms={data.forms}
          onOpenFolder={(next) => navigate(toPath(folderPath(next.id)))}
          onOpenForm={(form) => setDialog({ kind: 'view', form })}
        />
      )}

      {dialog.kind === 'view' && (
        <Suspense
          fallback={
            <Modal
              opened
              onClose={close}
              title={dialog.form.title}
              closeButtonProps={{ 'aria-label': t('viewer.close') }}
            >
              <Center p="lg">
                <Loader aria-label={t('viewer.loading')} />
              </Center>
            </Modal>
          }
        >
          <FirmFormViewer form={dialog.form} onClose={close} />
        </Suspense>
      )}
      <AddDirectoryModal opened={dialog.kind === 'directory'} parent={here} onClose={close} />
      <UploadLegalFormModal opened={dialog.kind === 'upload'} folder={here} onClose={close} />
    </Stack>
  );
}
