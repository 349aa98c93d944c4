/**
 * A task's duration entered as days, hours and minutes (multi-day work is not typed in minutes), kept as
 * the minutes the API stores (§3 "duration (minutes)"), with its length in days as §9 shows it.
 */
import { durationInDays, WORKFLOW_LIMITS } from '@counsel/domain';
import { Fieldset, Group, NumberInput, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowTasksNs } from '../../../locales/workflowTasks';
import { type DurationParts, joinDuration, splitDuration } from './task-form';

interface DurationFieldProps {
  /** Minutes; '' while the form holds no valid number. */
  value: number | string;
  onChange: (minutes: number) => void;
  onBlur: () => void;
  error: string | undefined;
}

const PART_MAX: DurationParts = { days: Math.floor(WORKFLOW_LIMITS.durationMinutes / 1440), hours: 23, minutes: 59 };

export function DurationField({ value, onChange, onBlur, error }: DurationFieldProps) {
  const { t } = useTranslation(workflowTasksNs);
  const errorId = useId();
  const minutes = Number(value);
  const parts = splitDuration(value === '' || !Number.isFinite(minutes) ? 0 : minutes);
  const set = (part: keyof DurationParts, next: number | string) =>
    onChange(joinDuration({ ...parts, [part]: typeof next === 'number' ? next : 0 }));
  const labels: Record<keyof DurationParts, string> = {
    days: t('form.durationPartDays'),
    hours: t('form.durationPartHours'),
    minutes: t('form.durationPartMinutes'),
  };

  return (
    <Fieldset legend={t('form.duration')} variant="unstyled" aria-describedby={error ? errorId : undefined}>
      <Group gap="xs" grow align="flex-start">
        {(['days', 'hours', 'minutes'] as const).map((part) => (
          <NumberInput
            key={part}
            label={labels[part]}
            min={0}
            max={PART_MAX[part]}
            allowDecimal={false}
            allowNegative={false}
            value={parts[part]}
            onChange={(next) => set(part, next)}
            onBlur={onBlur}
            error={Boolean(error)}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('form.durationDays', { count: durationInDays(joinDuration(parts)) })}
      </Text>
      {error && (
        <Text id={errorId} size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
