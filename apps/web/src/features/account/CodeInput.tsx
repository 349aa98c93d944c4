import { TextInput } from '@mantine/core';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A recovery code (letters and a dash) instead of six digits. */
  recovery?: boolean;
  autoFocus?: boolean;
}

/** The one field every second-factor form asks: six digits from the app, or a recovery code. */
export function CodeInput({ label, value, onChange, error, recovery = false, autoFocus = false }: CodeInputProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      autoFocus={autoFocus}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 20 : 6}
      spellCheck={false}
      dir="ltr"
      styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em', textAlign: 'start' } }}
    />
  );
}

/** Whether a typed authenticator code has its six digits. */
export const isSixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));
