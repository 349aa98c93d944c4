/**
 * The user's private calendar feed: a URL any calendar app can subscribe to. The URL is shown once, right
 * after it is made (the server keeps only a hash of it), with a copy button; resetting makes a new one and
 * stops the old, revoking stops it altogether.
 */
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { calendarNs } from '../../locales/calendar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { useCalendarFeed, useCreateFeed, useRevokeFeed } from './use-calendar-settings';

export function CalendarFeedSection() {
  const { t } = useTranslation(calendarNs);
  const format = useFormat();
  const feed = useCalendarFeed(true);
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const makeUrl = () =>
    create.mutate(undefined, {
      onSuccess: (made) => setUrl(made.url),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(false);
        toast.success(t('settings.feed.revoked'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  const exists = feed.data?.exists ?? false;
  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h4" id="calendar-feed-title">
        {t('settings.feed.title')}
      </Title>
      <Text size="sm">{t('settings.feed.description')}</Text>
      {feed.isError && <Text c="red">{errorMessage(t, feed.error)}</Text>}
      {url ? (
        <Stack gap={6}>
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              label={t('settings.feed.url')}
              value={url}
              readOnly
              dir="ltr"
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('settings.feed.copied') : t('settings.feed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.feed.shownOnce')}
          </Text>
        </Stack>
      ) : (
        feed.data && (
          <Text size="sm" c="dimmed">
            {exists && feed.data.created_at
              ? t('settings.feed.active', { date: format.dateTime(feed.data.created_at) })
              : t('settings.feed.none')}
          </Text>
        )
      )}
      <Group gap="sm">
        <Button onClick={makeUrl} loading={create.isPending} disabled={!feed.data}>
          {exists ? t('settings.feed.reset') : t('settings.feed.create')}
        </Button>
        {exists && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('settings.feed.revoke')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('settings.feed.revokeTitle')}
        message={t('settings.feed.revokeMessage')}
        confirmLabel={t('settings.feed.revoke')}
        pending={revoke.isPending}
        onConfirm={stop}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
