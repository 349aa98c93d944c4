/**
 * Uploading one document from the device (click or drag and drop) or copying one from Google Drive
 * (the two exclude each other), in two shapes: the direct upload
 * of /doc-management (client required, case optional "general", filed in the current folder) and
 * the case upload (client and case fixed by the case profile). Submitting blocks a second submit and
 * shows progress; success (201) toasts, resets and refreshes; a failure toasts and keeps the form.
 */
import type { Document } from '@counsel/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseKeys } from '../../../entities/case/keys';
import { clientKeys } from '../../../entities/client/keys';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { UploadFormFooter } from '../../../ui/upload/UploadFormFooter';
import { ClientCaseFields, GENERAL_DOCUMENTS } from '../ClientCaseFields';
import { FormDocumentTitleInput } from '../DocumentTitleInput';
import { DocumentSourcePicker } from '../drive/DocumentSourcePicker';
import { copyFromDrive, driveErrorMessage } from '../drive/drive-api';
import { uploadClientDocument } from '../upload';
import { useDocumentUploadForm } from '../use-document-upload-form';
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

export function DocumentUploadForm({ fixedCase, directoryId = null, onCancel, onUploaded }: Props) {
  const { t } = useTranslation(documentsNs);
  const me = useMe().user;
  const lawFirmId = me.law_firm_id;
  const queryClient = useQueryClient();
  const { form, chooseSource } = useDocumentUploadForm({ client: !fixedCase, place: false }, GENERAL_DOCUMENTS);
  const { errors } = form.formState;
  const client = form.watch('client');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  const submit = form.handleSubmit(async (values) => {
    if (submitting) return;
    const { title, source } = values;
    const clientId = fixedCase?.clientId ?? values.client!.id;
    const caseId = fixedCase?.caseId ?? (values.place === GENERAL_DOCUMENTS ? null : Number(values.place));
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
      // The client and case stay chosen for the next document.
      form.reset({ ...values, title: '', source: null });
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
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack gap="md">
        <FormDocumentTitleInput control={form.control} name="title" disabled={submitting} />
        {!fixedCase && (
          <ClientCaseFields
            client={client}
            onClient={(next) => {
              form.setValue('client', next, { shouldDirty: true });
              form.setValue('place', GENERAL_DOCUMENTS);
              form.clearErrors('client');
            }}
            caseChoice={form.watch('place')}
            onCase={(value) => form.setValue('place', value ?? GENERAL_DOCUMENTS, { shouldDirty: true })}
            clientError={errors.client?.message}
            disabled={submitting}
          />
        )}
        <DocumentSourcePicker
          value={form.watch('source')}
          onChange={chooseSource}
          error={errors.source?.message}
          disabled={submitting}
        />
        <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
