/**
 * One toggle of the settings. A hint is kept outside the label (Mantine puts a switch's description
 * inside it) and tied to the switch with aria-describedby, so the switch's name stays its label.
 */
import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}

export function SettingSwitch({ label, hint, checked, disabled, onChange }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <Stack gap={2}>
      <Switch
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {hint && (
        <Text id={hintId} size="xs" c="dimmed" ps={46}>
          {hint}
        </Text>
      )}
    </Stack>
  );
}
