/**
 * Uploading one document from the device (click or drag and drop) or copying one from Google Drive
 * (the two exclude each other), in two shapes: the direct upload
 * of /doc-management (client required, case optional "general", filed in the current folder) and
 * the case upload (client and case fixed by the case profile). Submitting blocks a second submit and
 * shows progress; success (201) toasts, resets and refreshes; a failure toasts and keeps the form.
 */
import { DOCUMENT_MAX_BYTES, type Document } from '@counsel/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseKeys } from '../../../entities/case/keys';
import { clientKeys } from '../../../entities/client/keys';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { UploadFormFooter } from '../../../ui/upload/UploadFormFooter';
import { ClientCaseFields, GENERAL_DOCUMENTS } from '../ClientCaseFields';
import { DocumentTitleInput } from '../DocumentTitleInput';
import { type DocumentSource, DocumentSourcePicker } from '../drive/DocumentSourcePicker';
import { copyFromDrive, driveErrorMessage } from '../drive/drive-api';
import { uploadClientDocument } from '../upload';
import { directoriesKey } from './use-directories';

interface Props {
  /** The case upload: where the document goes is fixed. */
  fixedCase?: { clientId: number; caseId: number };
  /** The folder the document is filed in (the direct upload's current folder). */
  directoryId?: number | null;
  onCancel: () => void;
  onUploaded: (document: Document) => void;
}

type Status = { kind: 'idle' } | { kind: 'submitting'; percent: number };
interface Errors {
  client?: string | undefined;
  file?: string | undefined;
}

export function DocumentUploadForm({ fixedCase, directoryId = null, onCancel, onUploaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const me = useMe().user;
  const lawFirmId = me.law_firm_id;
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  const [caseChoice, setCaseChoice] = useState<string>(GENERAL_DOCUMENTS);
  const [source, setSource] = useState<DocumentSource>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  const fileError = (next: DocumentSource) =>
    !next
      ? t('drive.picker.fileRequired')
      : next.kind === 'device' && next.file.size > DOCUMENT_MAX_BYTES
        ? t('upload.tooLarge')
        : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {
      client: fixedCase || client ? undefined : t('management.upload.clientRequired'),
      file: fileError(source),
    };
    setErrors(found);
    if (found.client || found.file || !source) return;
    const clientId = fixedCase?.clientId ?? client!.id;
    const caseId = fixedCase?.caseId ?? (caseChoice === GENERAL_DOCUMENTS ? null : Number(caseChoice));
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      const target = caseId === null ? 'general' : { caseId };
      const { document } =
        source.kind === 'device'
          ? await uploadClientDocument(
              lawFirmId,
              clientId,
              target,
              { title, file: source.file, directoryId },
              (percent) => setStatus({ kind: 'submitting', percent }),
            )
          : await copyFromDrive(lawFirmId, clientId, target, {
              user_id: me.id,
              file_id: source.file.id,
              title,
              directory_id: directoryId,
            });
      toast.success(t('upload.success'));
      setTitle('');
      setSource(null);
      setStatus({ kind: 'idle' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: directoriesKey }),
        queryClient.invalidateQueries({ queryKey: clientKeys.of(clientId) }),
        caseId === null ? undefined : queryClient.invalidateQueries({ queryKey: caseKeys.of(caseId) }),
      ]);
      onUploaded(document);
    } catch (error) {
      setStatus({ kind: 'idle' });
      toast.error(driveErrorMessage(t, error, source.kind === 'drive'), t('upload.failed'));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack gap="md">
        <DocumentTitleInput value={title} onChange={setTitle} disabled={submitting} />
        {!fixedCase && (
          <ClientCaseFields
            client={client}
            onClient={(next) => {
              setClient(next);
              setCaseChoice(GENERAL_DOCUMENTS);
              setErrors((current) => ({ ...current, client: undefined }));
            }}
            caseChoice={caseChoice}
            onCase={(value) => setCaseChoice(value ?? GENERAL_DOCUMENTS)}
            clientError={errors.client}
            disabled={submitting}
          />
        )}
        <DocumentSourcePicker
          value={source}
          onChange={(next) => {
            setSource(next);
            setErrors((current) => ({ ...current, file: next ? fileError(next) : undefined }));
          }}
          error={errors.file}
          disabled={submitting}
        />
        <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
