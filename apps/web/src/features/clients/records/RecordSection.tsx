import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';

interface RecordSectionProps<T> {
  title: string;
  addLabel: string;
  emptyText: string;
  canAdd: boolean;
  onAdd: () => void;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
}

/** A titled card listing one kind of a client's records, with its add button, loading, error and empty states. */
export function RecordSection<T>({
  title,
  addLabel,
  emptyText,
  canAdd,
  onAdd,
  query,
  children,
}: RecordSectionProps<T>) {
  const { t } = useTranslation(clientRecordsNs);
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) {
    body = <Loader size="sm" aria-label={t('common:loading')} />;
  } else if (query.isError || !query.data) {
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('common.loadError')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" aria-labelledby={headingId} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children(query.data)}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          {canAdd && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

interface RecordItemProps {
  title: string;
  badges?: ReactNode;
  /** Lines of detail under the title; empty ones are left out. */
  details: Array<string | null | undefined | false>;
  actions: ReactNode;
}

export function RecordItem({ title, badges, details, actions }: RecordItemProps) {
  const lines = details.filter((line): line is string => Boolean(line));
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {badges}
          </Group>
          {lines.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

export function RecordBadge({ children }: { children: ReactNode }) {
  return (
    <Badge variant="light" size="sm">
      {children}
    </Badge>
  );
}
