/**
 * "Generate document" for a document template: a client, optionally one of its cases, a format (PDF or
 * Word) and an optional title; POST /templates/{firmId}/{id}/generate-document saves the filled
 * document with the client's (or the case's) documents. The success toast links to where it is listed;
 * placeholders left unfilled are listed in the dialog, which stays open for them.
 */
import { DOCUMENT_FORMATS, TEMPLATE_LIMITS, type Template } from '@counsel/domain';
import { Anchor, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
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
import { UnknownFieldsWarning } from './UnknownFieldsWarning';

const GENERAL = 'general';
type Format = (typeof DOCUMENT_FORMATS)[number];

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
  const [client, setClient] = useState<{ id: number; name: string } | null>(preset?.client ?? null);
  const [caseChoice, setCaseChoice] = useState(preset ? String(preset.caseId) : GENERAL);
  const [format, setFormat] = useState<Format>('pdf');
  const [title, setTitle] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [unknown, setUnknown] = useState<string[]>([]);
  const cases = useClientCasesLight(client?.id ?? null);
  const generate = useGenerateDocument(template.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client) {
      setClientError(t('generate.clientRequired'));
      return;
    }
    const caseId = caseChoice === GENERAL ? null : Number(caseChoice);
    generate.mutate(
      {
        contact_id: client.id,
        case_id: caseId ?? undefined,
        format,
        title: title.trim() || undefined,
      },
      {
        onSuccess: ({ document, unknown_fields }) => {
          const path = toPath(documentsPlacePath(client.id, caseId));
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
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('generate.title')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" dir="auto" fw={600}>
            {template.title}
          </Text>
          <ClientPicker
            label={t('generate.client')}
            placeholder={t('generate.clientPlaceholder')}
            value={client?.id ?? null}
            currentLabel={client?.name ?? null}
            onChange={(id, name) => {
              setClient(id === null ? null : { id, name: name ?? '' });
              setCaseChoice(GENERAL);
              setClientError(undefined);
            }}
            error={clientError}
            required
          />
          <Select
            label={t('generate.case')}
            data={[
              { value: GENERAL, label: t('generate.noCase') },
              ...(cases.data ?? []).map((item) => ({ value: String(item.id), label: item.title })),
            ]}
            value={caseChoice}
            onChange={(value) => setCaseChoice(value ?? GENERAL)}
            allowDeselect={false}
            disabled={client === null}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group label={t('generate.format')} value={format} onChange={(value) => setFormat(value as Format)}>
            <Group gap="md" mt={4}>
              {DOCUMENT_FORMATS.map((value) => (
                <Radio key={value} value={value} label={t(`generate.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('generate.docTitle')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
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
