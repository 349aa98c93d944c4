import type { OutboxMessage } from '@counsel/domain';
import { Box, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { settingsNs } from '../../locales/settings';

/** One message as it would have been sent: headers, plain text body and the attachment names. */
export function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation(settingsNs);
  const format = useFormat();
  return (
    <Stack gap="sm" component="article" aria-labelledby={`message-${message.id}`}>
      <Title order={2} size="h4" id={`message-${message.id}`} dir="auto">
        {message.subject || t('outbox.noSubject')}
      </Title>
      <Text size="sm">{t('outbox.to', { recipients: message.to.join(', ') })}</Text>
      <Text size="sm" c="dimmed">
        {format.dateTime(message.created_at)}
      </Text>
      <Divider />
      {/* Mail bodies are plain text; keep their line breaks. The dir follows the text, which may be either script. */}
      <Box dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Box>
      {message.attachments.length > 0 && (
        <>
          <Divider />
          <Text fw={600} size="sm">
            {t('outbox.attachments', { count: message.attachments.length })}
          </Text>
          <List spacing={4} size="sm" icon={<IconPaperclip size={14} aria-hidden />}>
            {message.attachments.map((attachment) => (
              <List.Item key={attachment.filename}>
                <Group gap={6}>
                  <span>{attachment.filename}</span>
                  <Text span size="xs" c="dimmed">
                    {format.bytes(attachment.size)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
