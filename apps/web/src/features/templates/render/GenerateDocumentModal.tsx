/**
 * "Generate document" for a document template: a client, optionally one of its cases, a format (PDF or
 * Word) and an optional title; POST /templates/{firmId}/{id}/generate-document saves the filled
 * document with the client's (or the case's) documents. The success toast links to where it is listed;
 * placeholders left unfilled are listed in the dialog, which stays open for them.
 */
import { DOCUMENT_FORMATS, TEMPLATE_LIMITS, type Template } from '@counsel/domain';
import { Anchor, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientCasesLight } from '../../../entities/case/use-cases';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { errorMessage } from '../../../lib/api-errors';
import { useLocalePath } from '../../../lib/locale';
import { templatesNs } from '../../../locales/templates';
import { toast } from '../../../ui/toast';
import { documentsPlacePath } from '../template-paths';
import { useGenerateDocument } from '../use-templates';
import { GENERAL, type GenerateDocumentBody, type GenerateValues, generateResolver } from './generate-form';
import { UnknownFieldsWarning } from './UnknownFieldsWarning';

/** A task of a case opens the dialog on that case's client and the case itself. */
export interface GeneratePreset {
  client: { id: number; name: string };
  caseId: number;
}

export function GenerateDocumentModal({
  template,
  onClose,
  preset,
}: {
  template: Template;
  onClose(): void;
  preset?: GeneratePreset;
}) {
  const { t } = useTranslation(templatesNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const resolver = useMemo(() => generateResolver(t), [t]);
  // Errors show after Generate and clear as the field they name changes, until the next Generate.
  const form = useForm<GenerateValues, unknown, GenerateDocumentBody>({
    resolver,
    defaultValues: {
      client: preset?.client ?? null,
      caseChoice: preset ? String(preset.caseId) : GENERAL,
      format: 'pdf',
      title: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const client = form.watch('client');
  const [unknown, setUnknown] = useState<string[]>([]);
  const cases = useClientCasesLight(client?.id ?? null);
  const generate = useGenerateDocument(template.id);

  const submit = form.handleSubmit((body) => {
    const caseId = body.case_id ?? null;
    generate.mutate(body, {
      onSuccess: ({ document, unknown_fields }) => {
        const path = toPath(documentsPlacePath(body.contact_id, caseId));
        // The toast of ui/toast.ts, with a link in its message.
        notifications.show({
          color: 'teal',
          withBorder: true,
          message: (
            <>
              {t('generate.success', { title: document.title })}{' '}
              <Anchor
                href={path}
                size="sm"
                onClick={(clickEvent) => {
                  // The toast lives outside the router: navigate through the page's own navigate.
                  clickEvent.preventDefault();
                  void navigate(path);
                }}
              >
                {t('generate.open')}
              </Anchor>
            </>
          ),
        });
        setUnknown(unknown_fields);
        if (unknown_fields.length === 0) onClose();
      },
      onError: (error) => toast.error(errorMessage(t, error), t('generate.failed')),
    });
  });

  return (
    <Modal opened onClose={onClose} title={t('generate.title')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" dir="auto" fw={600}>
            {template.title}
          </Text>
          <Controller
            control={form.control}
            name="client"
            render={({ field }) => (
              <ClientPicker
                label={t('generate.client')}
                placeholder={t('generate.clientPlaceholder')}
                value={field.value?.id ?? null}
                currentLabel={field.value?.name ?? null}
                onChange={(id, name) => {
                  field.onChange(id === null ? null : { id, name: name ?? '' });
                  form.setValue('caseChoice', GENERAL);
                  form.clearErrors('client');
                }}
                error={errors.client?.message}
                required
              />
            )}
          />
          <Controller
            control={form.control}
            name="caseChoice"
            render={({ field }) => (
              <Select
                label={t('generate.case')}
                data={[
                  { value: GENERAL, label: t('generate.noCase') },
                  ...(cases.data ?? []).map((item) => ({ value: String(item.id), label: item.title })),
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? GENERAL)}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                disabled={client === null}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="format"
            render={({ field }) => (
              <Radio.Group
                label={t('generate.format')}
                value={field.value}
                onChange={(value) => field.onChange(value as GenerateValues['format'])}
              >
                <Group gap="md" mt={4}>
                  {DOCUMENT_FORMATS.map((value) => (
                    <Radio key={value} value={value} label={t(`generate.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <TextInput
            label={t('generate.docTitle')}
            {...form.register('title', { onChange: () => form.clearErrors('title') })}
            error={errors.title?.message}
            maxLength={TEMPLATE_LIMITS.title}
            dir="auto"
          />
          <UnknownFieldsWarning fields={unknown} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('generate.close')}
            </Button>
            <Button type="submit" loading={generate.isPending}>
              {t('generate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
