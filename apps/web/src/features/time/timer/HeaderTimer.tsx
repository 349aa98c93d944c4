import { formatDuration } from '@counsel/domain';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconClockPlay, IconPlayerStopFilled, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timeNs } from '../../../locales/time';
import { useTimeFormat } from '../time-format';
import { useNow, useTimers } from './timer-context';
import { elapsedSeconds } from './timer-logic';

/** Screen 12: start/stop in the header, the running time ticking each second, and every running timer. */
export function HeaderTimer() {
  const { t } = useTranslation(timeNs);
  const controls = useTimers();
  const format = useTimeFormat();
  const timers = controls?.timers ?? [];
  const now = useNow(timers.length > 0);
  if (!controls) return null;
  const { starting, start, stop } = controls;

  const newest = timers.at(-1);
  if (!newest) {
    return (
      <Tooltip label={t('timer.start')}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('timer.start')}
          loading={starting}
          onClick={() => void start()}
        >
          <IconClockPlay size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Text
        role="timer"
        aria-label={t('timer.running')}
        ff="monospace"
        fw={600}
        fz="sm"
        dir="ltr"
        c="red.7"
        style={{ minInlineSize: '8ch', textAlign: 'center' }}
      >
        {formatDuration(elapsedSeconds(newest, now))}
      </Text>
      <Button
        size="compact-sm"
        color="red"
        leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
        onClick={() => stop(newest.entryId)}
      >
        {t('timer.stop')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('timer.menu', { count: timers.length })}>
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('timer.list')}</Menu.Label>
          {timers.map((timer) => {
            const elapsed = formatDuration(elapsedSeconds(timer, now));
            const startedAt = format.clock(timer.startTime);
            return (
              <Menu.Item
                key={timer.entryId}
                color="red"
                leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
                aria-label={t('timer.stopOne', { time: startedAt, elapsed })}
                onClick={() => stop(timer.entryId)}
              >
                <Text span ff="monospace" fz="sm" dir="ltr">
                  {elapsed}
                </Text>{' '}
                <Text span fz="xs" c="dimmed">
                  {t('timer.startedAt', { time: startedAt })}
                </Text>
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} disabled={starting} onClick={() => void start()}>
            {t('timer.startAnother')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
