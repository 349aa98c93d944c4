/**
 * The client upload (spec §2): an optional title, the target directory (general or one of the
 * client's cases, required) and one file. Submitting blocks a second submit and shows the upload's
 * progress; success resets the form and refreshes the list, a failure keeps the form and says why.
 */
import type { Document } from '@counsel/domain';
import { Alert, Select, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
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
import { FormDocumentTitleInput } from './DocumentTitleInput';
import { DocumentSourcePicker } from './drive/DocumentSourcePicker';
import { copyFromDrive, driveErrorMessage } from './drive/drive-api';
import { ScanWithCamera } from './images/ScanWithCamera';
import { type UploadTarget, uploadClientDocument } from './upload';
import { useDocumentUploadForm } from './use-document-upload-form';

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
  const { form, chooseSource } = useDocumentUploadForm({ client: false, place: true });
  const { errors } = form.formState;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  const directories = [
    { value: 'general', label: t('upload.general') },
    ...(cases.data ?? []).map((item) => ({ value: `case:${item.id}`, label: item.title })),
  ];

  const submit = form.handleSubmit(async ({ title, source, place }) => {
    if (submitting || place === null) return;
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      const target = targetOf(place);
      const { document } =
        source.kind === 'device'
          ? await uploadClientDocument(lawFirmId, clientId, target, { title, file: source.file }, (percent) =>
              setStatus({ kind: 'submitting', percent }),
            )
          : await copyFromDrive(lawFirmId, clientId, target, { user_id: me.id, file_id: source.file.id, title });
      toast.success(t('upload.success'));
      form.reset();
      setStatus({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: clientKeys.documents(clientId) });
      if (target !== 'general') await queryClient.invalidateQueries({ queryKey: caseKeys.of(target.caseId) });
      onUploaded(document);
    } catch (error) {
      const message = driveErrorMessage(t, error, source.kind === 'drive');
      // The server's field messages go beside their fields, in the screen's language.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const fieldError = (name: string) => (fields?.[name] ? translateServerMessage(t, fields[name]) : undefined);
      form.clearErrors();
      const titleError = fieldError('title');
      const fileError = fieldError('documents') ?? fieldError('file');
      if (titleError) form.setError('title', { type: 'server', message: titleError });
      if (fileError) form.setError('source', { type: 'server', message: fileError });
      setStatus({ kind: 'error', message });
      toast.error(message, t('upload.failed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack gap="md">
        {status.kind === 'error' && (
          <Alert color="red" role="alert" title={t('upload.failed')}>
            {status.message}
          </Alert>
        )}
        <FormDocumentTitleInput control={form.control} name="title" disabled={submitting} />
        <Controller
          control={form.control}
          name="place"
          render={({ field }) => (
            <Select
              label={t('upload.directory')}
              placeholder={t('upload.directoryPlaceholder')}
              data={directories}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('place');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.place?.message}
              required
              allowDeselect={false}
              disabled={submitting}
            />
          )}
        />
        <DocumentSourcePicker
          value={form.watch('source')}
          onChange={chooseSource}
          error={errors.source?.message}
          disabled={submitting}
        />
        <ScanWithCamera onCapture={(file) => chooseSource({ kind: 'device', file })} disabled={submitting} />
        <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
