/**
 * The upload wizard's values and the rules of each step (spec §5): first a destination, and for the drive
 * both client and case; then a real file, a PDF for the forms library.
 */
import { DOCUMENT_TITLE_MAX_LENGTH } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { isPdfFile } from '../../../ui/upload/pdf-file';
import type { ChosenClient } from '../ClientCaseFields';

export const DESTINATIONS = ['forms', 'drive'] as const;
/** The forms library's top level. */
export const ROOT = 'root';

export interface WizardValues {
  destination: (typeof DESTINATIONS)[number] | null;
  /** ROOT or a folder id of the forms library. */
  folder: string;
  client: ChosenClient | null;
  /** A case id as text, or GENERAL_DOCUMENTS; null while none is chosen. */
  caseChoice: string | null;
  title: string;
  file: File | null;
}

export const emptyWizard = (): WizardValues => ({
  destination: null,
  folder: ROOT,
  client: null,
  caseChoice: null,
  title: '',
  file: null,
});

const wizardFields = (t: TFunction) => ({
  destination: z.enum(DESTINATIONS, { error: () => t('uploadForm.destinationRequired') }),
  folder: z.string(),
  client: z.custom<ChosenClient | null>(),
  caseChoice: z.string().nullable(),
});

/** Step 1: where it goes. The drive's rule names the client, the first of the two fields it asks for. */
function destinationSchema(t: TFunction) {
  return z.object(wizardFields(t)).superRefine((values, context) => {
    if (values.destination === 'drive' && (!values.client || !values.caseChoice)) {
      context.addIssue({ code: 'custom', path: ['client'], message: t('uploadForm.clientAndCaseRequired') });
    }
  });
}

/** Step 2: the file, read to see that it is a PDF when it goes to the forms library. */
function fileSchema(t: TFunction) {
  return z
    .object({
      ...wizardFields(t),
      title: z.string().max(DOCUMENT_TITLE_MAX_LENGTH),
      file: z.custom<File | null>(),
    })
    .superRefine(async (values, context) => {
      const problem = !values.file
        ? t('upload.fileRequired')
        : values.destination === 'forms' && !(await isPdfFile(values.file))
          ? t('uploadForm.notPdf')
          : null;
      if (problem) context.addIssue({ code: 'custom', path: ['file'], message: problem });
    })
    .transform((values) => ({ ...values, file: values.file as File }));
}

export type WizardUpload = z.output<ReturnType<typeof fileSchema>>;

export function wizardResolver(t: TFunction, step: number): Resolver<WizardValues, unknown, WizardUpload> {
  const schema = step === 0 ? destinationSchema(t) : fileSchema(t);
  return zodResolver(schema, { error: translatedErrorMap(t) }) as unknown as Resolver<
    WizardValues,
    unknown,
    WizardUpload
  >;
}
