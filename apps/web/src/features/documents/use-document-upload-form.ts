/**
 * The document upload forms' values and rules (the client upload and /doc-management's): an optional title
 * within the documents' limit, one source (a device file within the size limit, or a Drive file), and
 * where the document goes, required as each form asks for it. Errors show after Upload; a chosen file
 * is checked at once, and each field's message clears as it changes.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_TITLE_MAX_LENGTH } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translatedErrorMap } from '../../lib/zod-errors';
import { documentsNs } from '../../locales/documents';
import type { ChosenClient } from './ClientCaseFields';
import type { DocumentSource } from './drive/DocumentSourcePicker';

export interface DocumentUploadValues {
  title: string;
  source: DocumentSource;
  client: ChosenClient | null;
  /** Where it goes: 'general', a case, or null while nothing is chosen. */
  place: string | null;
}

/** Which of the "where" fields the form requires. */
export interface UploadNeeds {
  client: boolean;
  place: boolean;
}

export function documentUploadSchema(t: TFunction, needs: UploadNeeds) {
  const chosen = <T>(required: boolean, message: string) =>
    z.custom<T | null>().refine((value) => !required || value !== null, { error: () => t(message) });
  return z.object({
    title: z.string().max(DOCUMENT_TITLE_MAX_LENGTH),
    source: z
      .custom<DocumentSource>()
      .superRefine((source, context) => {
        if (!source) context.addIssue({ code: 'custom', message: t('drive.picker.fileRequired') });
        else if (source.kind === 'device' && source.file.size > DOCUMENT_MAX_BYTES) {
          context.addIssue({ code: 'custom', message: t('upload.tooLarge') });
        }
      })
      .transform((source) => source as NonNullable<DocumentSource>),
    client: chosen<ChosenClient>(needs.client, 'management.upload.clientRequired'),
    place: chosen<string>(needs.place, 'upload.directoryRequired'),
  });
}

export type DocumentUpload = z.output<ReturnType<typeof documentUploadSchema>>;

export function useDocumentUploadForm(needs: UploadNeeds, place: string | null = null) {
  const { t } = useTranslation(documentsNs);
  const resolver = useMemo(
    () =>
      zodResolver(documentUploadSchema(t, { client: needs.client, place: needs.place }), {
        error: translatedErrorMap(t),
      }),
    [t, needs.client, needs.place],
  );
  const form = useForm<DocumentUploadValues, unknown, DocumentUpload>({
    resolver,
    defaultValues: { title: '', source: null, client: null, place },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  /** A device file and a Drive file exclude each other: one source at a time, checked as it is chosen. */
  const chooseSource = (next: DocumentSource) => {
    form.setValue('source', next, { shouldDirty: true });
    if (next) void form.trigger('source');
    else form.clearErrors('source');
  };
  return { form, chooseSource };
}
