/**
 * The template form: title, subject (email and reminder, required), language, body. Saving creates
 * (POST) or updates (PUT); the server's field errors show on their fields. Leaving with unsaved changes
 * asks first. A saved template can be previewed for a client, and a document template generated.
 */
import { KINDS_WITH_SUBJECT, type Locale, TEMPLATE_LIMITS, type Template, type TemplateKind } from '@counsel/domain';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconFileExport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import {
  TEMPLATE_FIELDS,
  type TemplateRequest,
  type TemplateValues,
  templateResolver,
  templateToForm,
} from './template-form';

type TemplateField = (typeof TEMPLATE_FIELDS)[number];

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
  const [initial] = useState(() => templateToForm(template, locale));
  const resolver = useMemo(() => templateResolver(t, kind), [t, kind]);
  // Errors show after Save and clear as the field they name changes, until the next Save.
  const form = useForm<TemplateValues, unknown, TemplateRequest>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isDirty: dirty } = form.formState;
  const language = form.watch('language');
  const [dialog, setDialog] = useState<'preview' | 'generate' | null>(null);
  const save = useSaveTemplate(template?.id ?? null);
  const unsaved = useUnsavedChanges(dirty);
  const clearing = (name: TemplateField) => ({ onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit((body) => {
    const values = form.getValues();
    save.mutate(body, {
      onSuccess: ({ template: stored }) => {
        toast.success(t('editor.saved'));
        // What was saved is the new starting point: nothing is unsaved any more.
        form.reset(values);
        if (template === null) {
          unsaved.allowLeaving();
          void navigate(toPath(templatePath(stored.id)), { replace: true });
        }
      },
      onError: (error) => {
        const fields = fieldErrorsOf(t, error);
        for (const name of TEMPLATE_FIELDS) {
          if (fields[name]) form.setError(name, { type: 'server', message: fields[name] });
        }
        if (Object.keys(fields).length === 0) toast.error(errorMessage(t, error), t('editor.saveFailed'));
      },
    });
  });

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
              {...form.register('title', clearing('title'))}
              error={errors.title?.message}
              maxLength={TEMPLATE_LIMITS.title}
              required
              miw={220}
              dir="auto"
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select
                  label={t('editor.language')}
                  data={(['en', 'ar'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
                  value={field.value}
                  onChange={(value) => {
                    if (!value) return;
                    field.onChange(value as Locale);
                    form.clearErrors('language');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  error={errors.language?.message}
                  miw={160}
                />
              )}
            />
          </Group>
          {withSubject && (
            <TextInput
              label={t('editor.subject')}
              {...form.register('subject', clearing('subject'))}
              error={errors.subject?.message}
              maxLength={TEMPLATE_LIMITS.subject}
              required
              dir={language === 'ar' ? 'rtl' : 'auto'}
            />
          )}
          <TemplateBodyEditor
            initialHtml={initial.body_html}
            language={language}
            onChange={(html) => {
              form.setValue('body_html', html, { shouldDirty: true });
              form.clearErrors('body_html');
            }}
          />
          {errors.body_html?.message && (
            <Text c="red" size="sm" role="alert">
              {errors.body_html.message}
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
