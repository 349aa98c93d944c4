import type { OutboxMessage } from '@counsel/domain';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { settingsNs } from '../../locales/settings';

interface OutboxMessageListProps {
  messages: readonly OutboxMessage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function OutboxMessageList({ messages, selectedId, onSelect }: OutboxMessageListProps) {
  const { t } = useTranslation(settingsNs);
  const format = useFormat();
  return (
    <Stack component="ul" gap={4} m={0} p={0} aria-label={t('outbox.listLabel')}>
      {messages.map((message) => {
        const selected = message.id === selectedId;
        return (
          <li key={message.id} style={{ listStyle: 'none' }}>
            <UnstyledButton
              w="100%"
              p="sm"
              aria-pressed={selected}
              onClick={() => onSelect(message.id)}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)', textAlign: 'start' }}
            >
              {/* The subject may be in either language: let it take its own direction. */}
              <Text fw={600} size="sm" truncate dir="auto">
                {message.subject || t('outbox.noSubject')}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {t('outbox.to', { recipients: message.to.join(', ') })}
              </Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(message.created_at)}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
