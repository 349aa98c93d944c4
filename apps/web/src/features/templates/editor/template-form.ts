/**
 * The template form's values and rules: checked as the request they become against the API's own schema
 * (templateBody), with the subject required for the kinds that carry one.
 */
import { KINDS_WITH_SUBJECT, type Locale, type Template, type TemplateKind, templateBody } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { requiredText, translatedErrorMap } from '../../../lib/zod-errors';

export interface TemplateValues {
  title: string;
  subject: string;
  language: Locale;
  /** Named as in the request, so that the server's field errors land on it. */
  body_html: string;
}

export type TemplateRequest = z.output<typeof templateBody>;

export const TEMPLATE_FIELDS = ['title', 'subject', 'language', 'body_html'] as const;

export function templateToForm(template: Template | null, locale: Locale): TemplateValues {
  return {
    title: template?.title ?? '',
    subject: template?.subject ?? '',
    language: template?.language ?? locale,
    body_html: template?.body_html ?? '',
  };
}

/** The form's rules for a template of this kind; the messages are the editor's own. */
export function templateSchema(t: TFunction, kind: TemplateKind) {
  const withSubject = KINDS_WITH_SUBJECT.includes(kind);
  // The editor's own messages for what is missing, checked together; the rest of the rules are the API's.
  const required = (key: string) => requiredText(() => t(key));
  return z
    .object({
      title: required('editor.titleRequired'),
      subject: withSubject ? required('editor.subjectRequired') : z.string(),
      language: z.string(),
      body_html: z.string(),
    })
    .transform(
      (values): z.input<typeof templateBody> => ({
        kind,
        title: values.title,
        subject: withSubject ? values.subject : null,
        body_html: values.body_html,
        language: values.language as Locale,
      }),
    )
    .pipe(templateBody);
}

export function templateResolver(t: TFunction, kind: TemplateKind): Resolver<TemplateValues, unknown, TemplateRequest> {
  return zodResolver(templateSchema(t, kind), { error: translatedErrorMap(t) }) as unknown as Resolver<
    TemplateValues,
    unknown,
    TemplateRequest
  >;
}
