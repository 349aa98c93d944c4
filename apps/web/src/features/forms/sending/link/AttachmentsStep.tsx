/** The documents the firm asked for (one upload each, showing what is attached) and those it shared. */
import { type LinkForm, SENT_FORM_ATTACHMENT_MAX_BYTES } from '@counsel/domain';
import { Anchor, Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../../locales/formSending';
import { type FormAccess, LinkError } from './form-access';

interface Props {
  access: FormAccess;
  form: LinkForm;
  onAttached: () => void;
}

function RequestedItem({
  access,
  name,
  attached,
  onAttached,
}: {
  access: FormAccess;
  name: string;
  attached: string[];
  onAttached: () => void;
}) {
  const { t } = useTranslation(formSendingNs);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > SENT_FORM_ATTACHMENT_MAX_BYTES) {
      setError(t('link.fileTooLarge'));
      return;
    }
    setUploading(true);
    setError(null);
    try {
      await access.attach(name, file);
      onAttached();
    } catch (failure) {
      setError(failure instanceof LinkError && failure.detail ? failure.detail : t('link.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Text fw={600} dir="auto">
          {name}
        </Text>
        {attached.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('link.nothingAttached')}
          </Text>
        ) : (
          attached.map((title) => (
            <Text key={title} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('link.attached')}: <bdi>{title}</bdi>
            </Text>
          ))
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <FileButton onChange={(file) => void upload(file)}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={uploading}
                leftSection={<IconPaperclip size={14} aria-hidden />}
                aria-label={t('link.attachNamed', { name })}
              >
                {attached.length ? t('link.replace') : t('link.attach')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}

export function AttachmentsStep({ access, form, onAttached }: Props) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Stack gap="md">
      {form.requested_documents.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('link.requestedTitle')}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0}>
            {form.requested_documents.map((name) => (
              <RequestedItem
                key={name}
                access={access}
                name={name}
                attached={form.attachments.filter((item) => item.requested === name).map((item) => item.title)}
                onAttached={onAttached}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {form.shared_documents.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('link.sharedTitle')}
          </Title>
          <List spacing={4}>
            {form.shared_documents.map((document) => (
              <List.Item key={document.id}>
                <Anchor href={access.documentUrl(document.id)} download>
                  <bdi>{document.title}</bdi>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
