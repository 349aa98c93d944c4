/**
 * The client upload (spec §2): an optional title, the target directory (general or one of the
 * client's cases, required) and one file. Submitting blocks a second submit and shows the upload's
 * progress; success resets the form and refreshes the list, a failure keeps the form and says why.
 */
import { DOCUMENT_MAX_BYTES, type Document } from '@counsel/domain';
import { Alert, Select, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseKeys } from '../../entities/case/keys';
import { useClientCasesLight } from '../../entities/case/use-cases';
import { clientKeys } from '../../entities/client/keys';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { translateServerMessage } from '../../lib/server-messages';
import { documentsNs } from '../../locales/documents';
import { toast } from '../../ui/toast';
import { UploadFormFooter } from '../../ui/upload/UploadFormFooter';
import { DocumentTitleInput } from './DocumentTitleInput';
import { type DocumentSource, DocumentSourcePicker } from './drive/DocumentSourcePicker';
import { copyFromDrive, driveErrorMessage } from './drive/drive-api';
import { ScanWithCamera } from './images/ScanWithCamera';
import { type UploadTarget, uploadClientDocument } from './upload';

interface Props {
  clientId: number;
  onCancel: () => void;
  onUploaded: (document: Document) => void;
}

type Status = { kind: 'idle' } | { kind: 'submitting'; percent: number } | { kind: 'error'; message: string };

function targetOf(value: string): UploadTarget {
  return value === 'general' ? 'general' : { caseId: Number(value.replace('case:', '')) };
}

export function ClientDocumentUploadForm({ clientId, onCancel, onUploaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const me = useMe().user;
  const lawFirmId = me.law_firm_id;
  const queryClient = useQueryClient();
  const cases = useClientCasesLight(clientId);
  const [title, setTitle] = useState('');
  const [directory, setDirectory] = useState<string | null>(null);
  const [source, setSource] = useState<DocumentSource>(null);
  const [errors, setErrors] = useState<{ title?: string; directory?: string; file?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  const directories = [
    { value: 'general', label: t('upload.general') },
    ...(cases.data ?? []).map((item) => ({ value: `case:${item.id}`, label: item.title })),
  ];

  // A device file and a Drive file exclude each other: the picker holds one source at a time.
  const chooseSource = (next: DocumentSource) => {
    setSource(next);
    setErrors((current) => ({
      ...current,
      file: next?.kind === 'device' && next.file.size > DOCUMENT_MAX_BYTES ? t('upload.tooLarge') : undefined,
    }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = {
      directory: directory ? undefined : t('upload.directoryRequired'),
      file: !source
        ? t('drive.picker.fileRequired')
        : source.kind === 'device' && source.file.size > DOCUMENT_MAX_BYTES
          ? t('upload.tooLarge')
          : undefined,
    };
    setErrors(found);
    if (found.directory || found.file || !source || !directory) return;
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      const target = targetOf(directory);
      const { document } =
        source.kind === 'device'
          ? await uploadClientDocument(lawFirmId, clientId, target, { title, file: source.file }, (percent) =>
              setStatus({ kind: 'submitting', percent }),
            )
          : await copyFromDrive(lawFirmId, clientId, target, { user_id: me.id, file_id: source.file.id, title });
      toast.success(t('upload.success'));
      setTitle('');
      setDirectory(null);
      setSource(null);
      setStatus({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: clientKeys.documents(clientId) });
      if (target !== 'general') await queryClient.invalidateQueries({ queryKey: caseKeys.of(target.caseId) });
      onUploaded(document);
    } catch (error) {
      const message = driveErrorMessage(t, error, source.kind === 'drive');
      // The server's field messages go beside their fields, in the screen's language.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const fieldError = (name: string) => (fields?.[name] ? translateServerMessage(t, fields[name]) : undefined);
      setErrors({ title: fieldError('title'), file: fieldError('documents') ?? fieldError('file') });
      setStatus({ kind: 'error', message });
      toast.error(message, t('upload.failed'));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack gap="md">
        {status.kind === 'error' && (
          <Alert color="red" role="alert" title={t('upload.failed')}>
            {status.message}
          </Alert>
        )}
        <DocumentTitleInput value={title} onChange={setTitle} error={errors.title} disabled={submitting} />
        <Select
          label={t('upload.directory')}
          placeholder={t('upload.directoryPlaceholder')}
          data={directories}
          value={directory}
          onChange={(value) => {
            setDirectory(value);
            setErrors((current) => ({ ...current, directory: undefined }));
          }}
          error={errors.directory}
          required
          allowDeselect={false}
          disabled={submitting}
        />
        <DocumentSourcePicker value={source} onChange={chooseSource} error={errors.file} disabled={submitting} />
        <ScanWithCamera onCapture={(file) => chooseSource({ kind: 'device', file })} disabled={submitting} />
        <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
