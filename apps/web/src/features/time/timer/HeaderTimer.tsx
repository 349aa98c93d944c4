import { formatDuration } from '@counsel/domain';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconClockPlay, IconPlayerStopFilled, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { timeNs } from '../../../locales/time';
import { useNow, useTimers } from './timer-context';
import { elapsedSeconds } from './timer-logic';

/** Screen 12: start/stop in the header, the running time ticking each second, and every running timer. */
export function HeaderTimer() {
  const { t } = useTranslation(timeNs);
  const controls = useTimers();
  const format = useFormat();
  const timers = controls?.timers ?? [];
  const now = useNow(timers.length > 0);
  const running = timers.length > 0;
  const recordOpen = controls?.recordOpen ?? false;
  // Start and stop replace each other, and a stopped timer's record opens over the page and is gone once
  // saved: each time, the control that had focus disappears. Focus then goes to the timer's main button
  // (stop after starting, start after the record), not to the start of the page.
  const mainButton = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the main button is swapped or the record closes.
  useEffect(() => {
    if (!keepFocus.current) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) mainButton.current?.focus();
    if (!recordOpen) keepFocus.current = false;
  }, [running, recordOpen]);
  if (!controls) return null;
  const { starting, start, stop } = controls;
  const operated = () => {
    keepFocus.current = true;
  };

  const newest = timers.at(-1);
  if (!newest) {
    return (
      <Tooltip label={t('timer.start')}>
        <ActionIcon
          variant="light"
          size="lg"
          ref={mainButton}
          aria-label={t('timer.start')}
          loading={starting}
          onClick={() => {
            operated();
            void start();
          }}
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
        ref={mainButton}
        leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
        onClick={() => {
          operated();
          stop(newest.entryId);
        }}
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
                onClick={() => {
                  operated();
                  stop(timer.entryId);
                }}
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
