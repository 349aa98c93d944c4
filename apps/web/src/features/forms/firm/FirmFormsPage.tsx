/**
 * /forms/law-firm-forms: the firm's own legal forms in folders. Breadcrumb Forms / Law Firm / folders,
 * the folder's sub-folders then its forms, the add-directory and upload dialogs (for staff who may
 * create forms), a read-only viewer, the fields read from a form, and renaming and deleting folders and
 * forms (each shown only to staff who may). The open folder lives in the address (?folder=), so back,
 * reload and the breadcrumb links keep the place.
 */
import type { FirmForm, FirmFormDirectory } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAbility } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { firmFormsNs } from '../../../locales/firmForms';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { FormFieldsModal } from '../FormFieldsModal';
import { AddDirectoryModal } from './AddDirectoryModal';
import { FirmFormsBreadcrumbs, folderPath } from './FormsBreadcrumbs';
import { firmFormErrorMessage } from './firm-form-errors';
import { LibraryItems } from './LibraryItems';
import { UploadLegalFormModal } from './UploadLegalFormModal';
import { useDeleteFirmForm, useDeleteFirmFormDirectory, useFirmFormFolder } from './use-firm-forms';

// pdf.js is large: fetched only when a form is opened.
const PdfReader = lazy(() => import('../../../ui/pdf/PdfReader'));

type Dialog =
  | { kind: 'none' }
  | { kind: 'directory' }
  | { kind: 'upload' }
  | { kind: 'view'; form: FirmForm }
  | { kind: 'fields'; form: FirmForm }
  | { kind: 'rename'; folder: FirmFormDirectory }
  | { kind: 'deleteFolder'; folder: FirmFormDirectory }
  | { kind: 'deleteForm'; form: FirmForm };

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
  const deleteFolder = useDeleteFirmFormDirectory();
  const deleteForm = useDeleteFirmForm();

  /** Runs a deletion; success toasts and closes, a refusal toasts the reason and keeps the dialog. */
  async function run(action: Promise<unknown>, success: string, failure: string) {
    try {
      await action;
      toast.success(success);
      close();
    } catch (error) {
      toast.error(firmFormErrorMessage(t, error, 'manage'), failure);
    }
  }

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
      <FirmFormsBreadcrumbs crumbs={data?.breadcrumbs ?? []} />
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
          actions={{
            openFolder: (next) => navigate(toPath(folderPath(next.id))),
            renameFolder: (next) => setDialog({ kind: 'rename', folder: next }),
            deleteFolder: (next) => setDialog({ kind: 'deleteFolder', folder: next }),
            openForm: (form) => setDialog({ kind: 'view', form }),
            showFields: (form) => setDialog({ kind: 'fields', form }),
            deleteForm: (form) => setDialog({ kind: 'deleteForm', form }),
          }}
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
          <PdfReader
            title={dialog.form.title}
            fileUrl={dialog.form.file}
            fileName={dialog.form.file_name}
            onClose={close}
          />
        </Suspense>
      )}
      {dialog.kind === 'fields' && (
        <FormFieldsModal
          form={{ form_type: 'law_firm', id: dialog.form.id }}
          name={dialog.form.title}
          onClose={close}
          placement={canCreate ? { fileUrl: dialog.form.file } : undefined}
          canCorrect={ability.can('update', 'forms')}
        />
      )}
      <AddDirectoryModal
        opened={dialog.kind === 'directory' || dialog.kind === 'rename'}
        parent={here}
        renaming={dialog.kind === 'rename' ? dialog.folder : null}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog.kind === 'deleteFolder' || dialog.kind === 'deleteForm'}
        title={t(dialog.kind === 'deleteFolder' ? 'manage.deleteFolderTitle' : 'manage.deleteFormTitle')}
        message={
          dialog.kind === 'deleteFolder'
            ? t('manage.deleteFolderMessage', { name: dialog.folder.directory_name })
            : dialog.kind === 'deleteForm'
              ? t('manage.deleteFormMessage', { title: dialog.form.title })
              : ''
        }
        pending={deleteFolder.isPending || deleteForm.isPending}
        onClose={close}
        onConfirm={() => {
          if (dialog.kind === 'deleteFolder') {
            void run(deleteFolder.mutateAsync(dialog.folder.id), t('manage.folderDeleted'), t('manage.deleteFailed'));
          } else if (dialog.kind === 'deleteForm') {
            void run(deleteForm.mutateAsync(dialog.form.id), t('manage.formDeleted'), t('manage.deleteFailed'));
          }
        }}
      />
      <UploadLegalFormModal opened={dialog.kind === 'upload'} folder={here} onClose={close} />
    </Stack>
  );
}
