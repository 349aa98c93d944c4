/**
 * The template form: title, subject (email and reminder, required), language, body. Saving creates
 * (POST) or updates (PUT); the server's field errors show on their fields. Leaving with unsaved changes
 * asks first. A saved template can be previewed for a client, and a document template generated.
 */
import { KINDS_WITH_SUBJECT, type Locale, TEMPLATE_LIMITS, type Template, type TemplateKind } from '@counsel/domain';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconFileExport } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { templatesNs } from '../../../locales/templates';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/use-unsaved-changes';
import { GenerateDocumentModal } from '../render/GenerateDocumentModal';
import { PreviewModal } from '../render/PreviewModal';
import { templatePath } from '../template-paths';
import { useSaveTemplate } from '../use-templates';
import { fieldErrorsOf } from './field-errors';
import { TemplateBodyEditor } from './TemplateBodyEditor';

interface Values {
  title: string;
  subject: string;
  language: Locale;
  body: string;
}

type Errors = Partial<Record<'title' | 'subject' | 'body_html' | 'language', string>>;

const NEW_TITLE_KEY: Record<TemplateKind, string> = {
  email: 'editor.newEmail',
  reminder: 'editor.newReminder',
  document: 'editor.newDocument',
};

export function TemplateForm({ template, kind }: { template: Template | null; kind: TemplateKind }) {
  const { t } = useTranslation(templatesNs);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const withSubject = KINDS_WITH_SUBJECT.includes(kind);
  const [saved, setSaved] = useState<Values>(() => ({
    title: template?.title ?? '',
    subject: template?.subject ?? '',
    language: template?.language ?? locale,
    body: template?.body_html ?? '',
  }));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [dialog, setDialog] = useState<'preview' | 'generate' | null>(null);
  const save = useSaveTemplate(template?.id ?? null);
  const dirty = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== saved[key]);
  const unsaved = useUnsavedChanges(dirty);

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'body' ? 'body_html' : key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.title.trim()) found.title = t('editor.titleRequired');
    if (withSubject && !values.subject.trim()) found.subject = t('editor.subjectRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        kind,
        title: values.title.trim(),
        subject: withSubject ? values.subject.trim() : null,
        body_html: values.body,
        language: values.language,
      },
      {
        onSuccess: ({ template: stored }) => {
          toast.success(t('editor.saved'));
          setSaved(values);
          if (template === null) {
            unsaved.allowLeaving();
            void navigate(toPath(templatePath(stored.id)), { replace: true });
          }
        },
        onError: (error) => {
          const fields = fieldErrorsOf(t, error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) toast.error(errorMessage(t, error), t('editor.saveFailed'));
        },
      },
    );
  };

  // The dialogs sit outside the form: React bubbles their submit events through the portal.
  return (
    <>
      <form noValidate onSubmit={submit} aria-busy={save.isPending}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={1} size="h2">
              {template ? t('editor.editTitle') : t(NEW_TITLE_KEY[kind])}
            </Title>
            <Group gap="sm" wrap="wrap">
              {template && (
                <Button
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden />}
                  onClick={() => setDialog('preview')}
                >
                  {t('preview.button')}
                </Button>
              )}
              {template && kind === 'document' && (
                <Button
                  variant="default"
                  leftSection={<IconFileExport size={16} aria-hidden />}
                  onClick={() => setDialog('generate')}
                >
                  {t('generate.button')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                {t('editor.save')}
              </Button>
            </Group>
          </Group>
          {template && dirty && (
            <Text size="sm" c="dimmed" role="status">
              {t('editor.savedVersionNote')}
            </Text>
          )}
          <Group grow align="flex-start" wrap="wrap" gap="md" preventGrowOverflow={false}>
            <TextInput
              label={t('editor.title')}
              value={values.title}
              onChange={(event) => change('title', event.currentTarget.value)}
              error={errors.title}
              maxLength={TEMPLATE_LIMITS.title}
              required
              miw={220}
              dir="auto"
            />
            <Select
              label={t('editor.language')}
              data={(['en', 'ar'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={values.language}
              onChange={(value) => value && change('language', value as Locale)}
              allowDeselect={false}
              error={errors.language}
              miw={160}
            />
          </Group>
          {withSubject && (
            <TextInput
              label={t('editor.subject')}
              value={values.subject}
              onChange={(event) => change('subject', event.currentTarget.value)}
              error={errors.subject}
              maxLength={TEMPLATE_LIMITS.subject}
              required
              dir={values.language === 'ar' ? 'rtl' : 'auto'}
            />
          )}
          <TemplateBodyEditor
            initialHtml={saved.body}
            language={values.language}
            onChange={(html) => change('body', html)}
          />
          {errors.body_html && (
            <Text c="red" size="sm" role="alert">
              {errors.body_html}
            </Text>
          )}
        </Stack>
      </form>
      {unsaved.prompt}
      {template && dialog === 'preview' && <PreviewModal template={template} onClose={() => setDialog(null)} />}
      {template && dialog === 'generate' && (
        <GenerateDocumentModal template={template} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
