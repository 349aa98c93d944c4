import { Button, type ButtonProps, Text, Tooltip } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface ReasonedButtonProps extends ButtonProps {
  /** Why the button cannot be used yet; null when it can. A disabled button that says nothing leaves people stuck. */
  reason: string | null;
  type?: 'submit' | 'button';
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A save button that stays disabled until something is filled in, and says what: the reason is shown
 * beside it (touch screens have no hover), read with the button (aria-describedby), and repeated in a
 * tooltip. A disabled button gets no pointer events, so the tooltip hangs on a wrapper, which is
 * always there so that the button itself is never remounted.
 */
export function ReasonedButton({ reason, disabled, children, ...props }: ReasonedButtonProps) {
  const id = useId();
  return (
    <>
      {reason !== null && (
        <Text id={id} size="xs" c="dimmed" maw={320}>
          {reason}
        </Text>
      )}
      <Tooltip label={reason ?? ''} disabled={reason === null} multiline maw={280}>
        <span>
          <Button {...props} disabled={disabled || reason !== null} aria-describedby={reason !== null ? id : undefined}>
            {children}
          </Button>
        </span>
      </Tooltip>
    </>
  );
}

/** "Still missing: Name, Bank and Amount." in the interface's language, or null when nothing is. */
export function missingReason(
  t: (key: string, options: { fields: string }) => string,
  language: string,
  labels: string[],
): string | null {
  if (labels.length === 0) return null;
  const fields = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(labels);
  return t('common:missing', { fields });
}
