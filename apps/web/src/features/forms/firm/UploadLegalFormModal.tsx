/**
 * Upload legal form (spec §2): an optional title and one PDF, dropped or picked, into the current
 * folder. A file that is not a PDF (by its bytes) is refused here before it is sent. States: idle,
 * submitting (progress; a second submit is ignored), success (toast, reset, list refreshed, closed),
 * error (toast with the server's reason in the reader's language; the form is kept).
 */
import { FIRM_FORM_MAX_BYTES, FIRM_FORM_TITLE_MAX_LENGTH } from '@counsel/domain';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firmFormsKey } from '../../../entities/firm-form/keys';
import { uploadFirmForm } from '../../../entities/firm-form/upload-firm-form';
import { useMe } from '../../../lib/current-user';
import { firmFormsNs } from '../../../locales/firmForms';
import { toast } from '../../../ui/toast';
import { FileDrop } from '../../../ui/upload/FileDrop';
import { isPdfFile } from '../../../ui/upload/pdf-file';
import { UploadFormFooter } from '../../../ui/upload/UploadFormFooter';
import { firmFormErrorMessage } from './firm-form-errors';

interface Props {
  opened: boolean;
  /** The folder the form goes into (null: the root) and its path as shown. */
  folder: { id: number | null; path: string };
  onClose: () => void;
}

type Status = { kind: 'idle' } | { kind: 'submitting'; percent: number };

export function UploadLegalFormModal({ opened, folder, onClose }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  useEffect(() => {
    if (opened) {
      setTitle('');
      setFile(null);
      setFileError(undefined);
      setStatus({ kind: 'idle' });
    }
  }, [opened]);

  async function problemWith(next: File | null): Promise<string | undefined> {
    if (!next) return t('upload.fileRequired');
    if (next.size > FIRM_FORM_MAX_BYTES) return t('upload.tooLarge');
    if (!(await isPdfFile(next))) return t('upload.notPdf');
    return undefined;
  }

  async function choose(next: File | null) {
    setFile(next);
    setFileError(next ? await problemWith(next) : undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problem = await problemWith(file);
    setFileError(problem);
    if (problem || !file) return;
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      await uploadFirmForm(lawFirmId, { title, file, directoryId: folder.id }, (percent) =>
        setStatus({ kind: 'submitting', percent }),
      );
      toast.success(t('upload.success'));
      setStatus({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: firmFormsKey });
      onClose();
    } catch (failure) {
      setStatus({ kind: 'idle' });
      toast.error(firmFormErrorMessage(t, failure, 'upload'), t('upload.failed'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !submitting && onClose()}
      title={t('upload.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('upload.close') }}
      closeOnClickOutside={!submitting}
    >
      <form noValidate onSubmit={submit} aria-busy={submitting}>
        <Stack gap="md">
          <Text size="sm" dir="auto">
            {t('upload.destination', { folder: folder.path })}
          </Text>
          <TextInput
            label={t('upload.titleLabel')}
            description={t('upload.titleHint')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={FIRM_FORM_TITLE_MAX_LENGTH}
            disabled={submitting}
          />
          <FileDrop
            file={file}
            onChange={(next) => void choose(next)}
            error={fileError}
            disabled={submitting}
            description={t('upload.fileHint')}
            accept="application/pdf,.pdf"
          />
          <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
