/**
 * A sent form's answers for the staff (read-only): each section's visible fields with what the client
 * entered, the files the client attached and the filled PDF, each opened in the document viewer.
 */
import type { Document, SentFormDetail } from '@counsel/domain';
import { Alert, Button, Group, List, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { formSendingNs } from '../../../locales/formSending';
import { toast } from '../../../ui/toast';
import { DocumentViewer } from '../../documents/viewers/DocumentViewer';
import { sectionTitle } from '../section-title';
import { useSentForm } from './use-form-sending';

interface Props {
  id: number;
  onClose: () => void;
}

function Answer({ value }: { value: string | boolean | undefined }) {
  const { t } = useTranslation(formSendingNs);
  if (value === true) return <>{t('answers.yes')}</>;
  if (value === false) return <>{t('answers.no')}</>;
  if (value === undefined || value.trim() === '')
    return (
      <Text span c="dimmed" size="sm">
        {t('answers.empty')}
      </Text>
    );
  return <bdi>{value}</bdi>;
}

function Sections({ form }: { form: SentFormDetail }) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Stack gap="md">
      {form.form_schema.map((section) => {
        const fields = section.fields.filter((field) => !field.hidden && field.type !== 'signature');
        if (fields.length === 0) return null;
        return (
          <Stack key={fields[0]!.name} gap={4}>
            <Title order={3} size="h5">
              <bdi>{sectionTitle(section.section, t)}</bdi>
            </Title>
            <Table.ScrollContainer minWidth={0}>
              <Table layout="fixed" verticalSpacing={4}>
                <Table.Tbody>
                  {fields.map((field) => (
                    <Table.Tr key={field.name}>
                      <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }} dir="auto">
                        {field.label || field.name}
                      </Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Answer value={form.values[field.name]} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}

export function SentFormAnswersDialog({ id, onClose }: Props) {
  const { t } = useTranslation(formSendingNs);
  const detail = useSentForm(id);
  const [viewing, setViewing] = useState<Document | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const form = detail.data?.sent_form;
  // Stable, since the download fallback of the viewer runs again whenever its onClose changes.
  const closeViewer = useCallback(() => setViewing(null), []);

  // The sent form names its documents by id and title; the viewer needs the whole record.
  const open = async (documentId: number) => {
    setOpening(documentId);
    try {
      const { document } = await api.get<{ document: Document }>(`/api/document/${documentId}`);
      setViewing(document);
    } catch (error) {
      toast.error(errorMessage(t, error), t('answers.openFailed'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('answers.title', { name: form?.form_title ?? '' })}>
      {detail.isPending && <Loader size="sm" aria-label={t('answers.loading')} />}
      {detail.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, detail.error)}
        </Alert>
      )}
      {form && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('answers.client')}: <bdi>{form.client.full_name}</bdi>
            </Text>
            <Text size="sm">
              {t('answers.mode')}: {t(`mode.name.${form.form_sending_mode}`)}
            </Text>
          </Group>
          <Sections form={form} />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('answers.attachments')}
            </Title>
            {form.attachments.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('answers.noAttachments')}
              </Text>
            ) : (
              <List listStyleType="none" spacing={4}>
                {form.attachments.map((attachment) => (
                  <List.Item key={attachment.id}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">
                        <bdi>{attachment.requested}</bdi>: <bdi>{attachment.title}</bdi>
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={opening === attachment.id}
                        aria-label={t('answers.openNamed', { name: attachment.title })}
                        onClick={() => void open(attachment.id)}
                      >
                        {t('answers.open')}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Group gap="xs">
            {form.document ? (
              <Button loading={opening === form.document.id} onClick={() => void open(form.document!.id)}>
                {t('answers.openPdf')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('answers.noPdf')}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {viewing && <DocumentViewer document={viewing} onClose={closeViewer} />}
    </Modal>
  );
}
