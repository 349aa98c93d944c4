/**
 * Money and rate inputs. A typed minus sign must never vanish: Mantine's allowNegative={false}
 * dropped it, so "-100" quietly became 100. Here the minus stays visible with a message saying
 * why it is refused, and the form's validation (and the API's) refuses the negative value.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMinusSign } from './minus-sign';

export { hasMinusSign };

/**
 * For text inputs that clean what is typed (sanitizeAmountInput keeps digits and a dot): the cleaned
 * text keeps a leading minus, so it stays visible, and the amount reads as invalid until it is removed.
 */
export function keepingMinus(raw: string, clean: (raw: string) => string): string {
  return (hasMinusSign(raw) ? '-' : '') + clean(raw);
}

/** The message to show while an amount carries a minus sign. */
export function useNegativeAmountMessage(value: unknown): string | undefined {
  const { t } = useTranslation();
  return hasMinusSign(value) ? t('common:validation.negativeAmount') : undefined;
}

export interface MoneyInputProps extends Omit<NumberInputProps, 'allowNegative'> {
  /** What to say while a minus is typed; the general "amounts cannot be negative" when absent. */
  negativeMessage?: string;
}

/** A NumberInput for amounts and rates: never below zero, and a typed minus is answered with a message. */
export function MoneyInput({ error, onChange, value, negativeMessage, ...props }: MoneyInputProps) {
  const { t } = useTranslation();
  const [typedMinus, setTypedMinus] = useState(false);
  const negative = typedMinus || hasMinusSign(value);
  return (
    <NumberInput
      {...props}
      value={value}
      allowNegative
      // Clamping on blur would turn -100 into the minimum without a word: validation refuses it instead.
      clampBehavior={negative ? 'none' : props.clampBehavior}
      onChange={(next) => {
        setTypedMinus(hasMinusSign(next));
        onChange?.(next);
      }}
      error={error || (negative ? (negativeMessage ?? t('common:validation.negativeAmount')) : undefined)}
    />
  );
}
