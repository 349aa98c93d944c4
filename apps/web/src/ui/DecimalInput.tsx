/**
 * A number input for decimals kept as numbers (dollars or percent, two decimals at most: the invoice settings, a
 * bank account's opening balance). Mantine answers half-typed text ("12.", "") as a string, so the text is kept
 * here and only a complete number, or null when empty, goes up; a value changed from outside (a toggle clearing
 * it) replaces the text.
 */
import { useEffect, useState } from 'react';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

interface DecimalInputProps extends Omit<MoneyInputProps, 'value' | 'onChange' | 'decimalScale' | 'onBlur'> {
  value: number | null;
  onChange(value: number | null): void;
  /** What an empty input becomes when it is left (the tax rate becomes 0); stays empty when absent. */
  emptyOnBlur?: number;
}

export function DecimalInput({ value, onChange, emptyOnBlur, ...props }: DecimalInputProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => {
    setText((current) => (toNumber(current) === value ? current : (value ?? '')));
  }, [value]);

  return (
    <MoneyInput
      {...props}
      value={text}
      decimalScale={2}
      onChange={(next) => {
        setText(next);
        onChange(toNumber(next));
      }}
      onBlur={() => {
        if (emptyOnBlur !== undefined && toNumber(text) === null) {
          setText(emptyOnBlur);
          onChange(emptyOnBlur);
        }
      }}
    />
  );
}

function toNumber(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text.trim() === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
