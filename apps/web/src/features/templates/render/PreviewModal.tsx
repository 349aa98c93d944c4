/**
 * "Preview for a client": a client (the firm's client search) and optionally one of its invoices;
 * POST /templates/{firmId}/{id}/preview renders the saved template without sending or saving anything.
 * The server's sanitised HTML is shown in a sandboxed frame (no scripts, no access to the app), in the
 * template's direction, with the placeholders it could not fill listed above it.
 */
import type { Template, TemplatePreview } from '@counsel/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { errorMessage } from '../../../lib/api-errors';
import { directionOf } from '../../../lib/locale';
import { templatesNs } from '../../../locales/templates';
import { toast } from '../../../ui/toast';
import classes from '../templates.module.css';
import { useClientInvoiceOptions, usePreviewTemplate } from '../use-templates';
import { UnknownFieldsWarning } from './UnknownFieldsWarning';

const NO_INVOICE = 'none';

/** A whole document for the frame: its language and direction are the template's. */
export function previewDocument(preview: TemplatePreview): string {
  const dir = directionOf(preview.language);
  return `<!doctype html><html lang="${preview.language}" dir="${dir}"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem;}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem}</style></head><body>${preview.html}</body></html>`;
}

export function PreviewModal({ template, onClose }: { template: Template; onClose(): void }) {
  const { t } = useTranslation(templatesNs);
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  const [invoice, setInvoice] = useState(NO_INVOICE);
  const [clientError, setClientError] = useState<string | undefined>();
  const invoices = useClientInvoiceOptions(client?.id ?? null);
  const preview = usePreviewTemplate(template.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client) {
      setClientError(t('preview.clientRequired'));
      return;
    }
    preview.mutate(
      { contact_id: client.id, invoice_id: invoice === NO_INVOICE ? undefined : Number(invoice) },
      { onError: (error) => toast.error(errorMessage(t, error), t('preview.failed')) },
    );
  };

  const result = preview.data;
  return (
    <Modal opened onClose={onClose} title={t('preview.title')} size="xl">
      <Stack gap="md">
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
              <ClientPicker
                label={t('preview.client')}
                placeholder={t('preview.clientPlaceholder')}
                value={client?.id ?? null}
                currentLabel={client?.name ?? null}
                onChange={(id, name) => {
                  setClient(id === null ? null : { id, name: name ?? '' });
                  setInvoice(NO_INVOICE);
                  setClientError(undefined);
                }}
                error={clientError}
                required
              />
              <Select
                label={t('preview.invoice')}
                data={[
                  { value: NO_INVOICE, label: t('preview.noInvoice') },
                  ...(invoices.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: `${item.invoice_number} · ${item.title}`,
                  })),
                ]}
                value={invoice}
                onChange={(value) => setInvoice(value ?? NO_INVOICE)}
                allowDeselect={false}
                disabled={client === null}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={preview.isPending}>
                {t('preview.run')}
              </Button>
            </Group>
          </Stack>
        </form>
        {result && (
          <Stack gap="sm" aria-live="polite">
            <UnknownFieldsWarning fields={result.unknown_fields} />
            {result.subject !== null && (
              <Text dir={directionOf(result.language)}>
                <Text span fw={600}>
                  {t('preview.subject')}:{' '}
                </Text>
                {result.subject}
              </Text>
            )}
            <iframe
              title={t('preview.result')}
              className={classes.previewFrame}
              // No scripts, no same-origin access, no forms: the frame only shows the letter.
              sandbox=""
              srcDoc={previewDocument(result)}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('preview.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
