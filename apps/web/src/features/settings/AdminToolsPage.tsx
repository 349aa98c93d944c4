import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { settingsNs } from '../../locales/settings';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { totalPagesOf } from '../../ui/pager-items';
import { OutboxMessageList } from './OutboxMessageList';
import { OutboxMessageView } from './OutboxMessageView';
import { OUTBOX_PAGE_SIZE, useOutbox } from './use-outbox';

/** Admin tools: the mail outbox, where mail lands when no SMTP server is configured (DESIGN §2). */
export default function AdminToolsPage() {
  const { t } = useTranslation(settingsNs);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const outbox = useOutbox(page);

  const header = (
    <div>
      <Title order={1} size="h2">
        {t('outbox.title')}
      </Title>
      <Text c="dimmed">{t('outbox.description')}</Text>
    </div>
  );

  if (outbox.isPending) return <PageLoader />;
  if (outbox.isError) {
    return (
      <Stack>
        {header}
        <Alert color="red" role="alert">
          {errorMessage(t, outbox.error)}
        </Alert>
      </Stack>
    );
  }

  const { items, total } = outbox.data;
  const selected = items.find((message) => message.id === selectedId) ?? null;
  return (
    <Stack gap="lg">
      {header}
      {total === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('outbox.empty')}</Text>
        </Paper>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="xs">
              <Stack gap="sm">
                <Text size="sm" c="dimmed" px="sm">
                  {t('outbox.count', { count: total })}
                </Text>
                <OutboxMessageList messages={items} selectedId={selectedId} onSelect={setSelectedId} />
                <Pager page={page} totalPages={totalPagesOf(total, OUTBOX_PAGE_SIZE)} onChange={setPage} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="lg" mih={240}>
              {selected ? <OutboxMessageView message={selected} /> : <Text c="dimmed">{t('outbox.selectPrompt')}</Text>}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
