/**
 * Upload legal form (spec §2): an optional title and one PDF, dropped or picked, into the current
 * folder. A file that is not a PDF (by its bytes) is refused here before it is sent. States: idle,
 * submitting (progress; a second submit is ignored), success (toast, reset, list refreshed, closed),
 * error (toast with the server's reason in the reader's language; the form is kept).
 */
import { FIRM_FORM_MAX_BYTES, FIRM_FORM_TITLE_MAX_LENGTH, firmFormTitleSchema } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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

interface UploadValues {
  title: string;
  file: File | null;
}

const emptyUpload = (): UploadValues => ({ title: '', file: null });

/** The title as the API takes it; the file chosen, within the size limit, and a PDF by its bytes. */
export function uploadLegalFormSchema(t: TFunction) {
  return z.object({
    title: firmFormTitleSchema,
    file: z.custom<File | null>().pipe(
      z
        .instanceof(File, { error: t('upload.fileRequired') })
        .refine((file) => file.size <= FIRM_FORM_MAX_BYTES, { error: t('upload.tooLarge'), abort: true })
        .refine((file) => isPdfFile(file), { error: t('upload.notPdf') }),
    ),
  });
}

export function UploadLegalFormModal({ opened, folder, onClose }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  const resolver = useMemo(() => zodResolver(uploadLegalFormSchema(t)), [t]);
  // A chosen file is checked at once; the title only limits its length as typed.
  const form = useForm<UploadValues, unknown, z.output<ReturnType<typeof uploadLegalFormSchema>>>({
    resolver,
    defaultValues: emptyUpload(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  useEffect(() => {
    if (opened) {
      form.reset(emptyUpload());
      setStatus({ kind: 'idle' });
    }
  }, [opened, form]);

  const choose = (next: File | null) => {
    form.setValue('file', next);
    if (next) void form.trigger('file');
    else form.clearErrors('file');
  };

  const submit = form.handleSubmit(async ({ title, file }) => {
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
  });

  return (
    <Modal
      opened={opened}
      onClose={() => !submitting && onClose()}
      title={t('upload.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('upload.close') }}
      closeOnClickOutside={!submitting}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) void submit(event);
        }}
        aria-busy={submitting}
      >
        <Stack gap="md">
          <Text size="sm" dir="auto">
            {t('upload.destination', { folder: folder.path })}
          </Text>
          <TextInput
            label={t('upload.titleLabel')}
            description={t('upload.titleHint')}
            maxLength={FIRM_FORM_TITLE_MAX_LENGTH}
            disabled={submitting}
            error={form.formState.errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <FileDrop
                file={field.value}
                onChange={choose}
                error={fieldState.error?.message}
                disabled={submitting}
                description={t('upload.fileHint')}
                accept="application/pdf,.pdf"
              />
            )}
          />
          <UploadFormFooter percent={status.kind === 'submitting' ? status.percent : null} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
