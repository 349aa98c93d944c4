/**
 * The generate-document form's values and rules: checked as the request they become against the API's
 * own schema (generateDocumentBody); a missing client has the dialog's own message.
 */
import { DOCUMENT_FORMATS, generateDocumentBody } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { translatedErrorMap } from '../../../lib/zod-errors';

/** The case choice for the client's general documents (no case). */
export const GENERAL = 'general';

export interface GenerateValues {
  client: { id: number; name: string } | null;
  /** GENERAL or a case id. */
  caseChoice: string;
  format: (typeof DOCUMENT_FORMATS)[number];
  /** Optional: left blank, the server names the document. */
  title: string;
}

export type GenerateDocumentBody = z.output<typeof generateDocumentBody>;

export function generateSchema(t: TFunction) {
  return z
    .object({
      client: z
        .custom<GenerateValues['client']>()
        .refine((client) => client !== null, { error: () => t('generate.clientRequired') }),
      caseChoice: z.string(),
      format: z.enum(DOCUMENT_FORMATS),
      title: z.string(),
    })
    .transform((values): z.input<typeof generateDocumentBody> => {
      const title = values.title.trim();
      return {
        contact_id: values.client?.id ?? 0,
        ...(values.caseChoice === GENERAL ? {} : { case_id: Number(values.caseChoice) }),
        format: values.format,
        ...(title ? { title } : {}),
      };
    })
    .pipe(generateDocumentBody);
}

export function generateResolver(t: TFunction): Resolver<GenerateValues, unknown, GenerateDocumentBody> {
  return zodResolver(generateSchema(t), { error: translatedErrorMap(t) }) as unknown as Resolver<
    GenerateValues,
    unknown,
    GenerateDocumentBody
  >;
}
