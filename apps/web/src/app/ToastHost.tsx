/**
 * Where toasts appear: at the bottom, on the reading end on wider screens and across the bottom on a phone. At the
 * top they landed on what sits there: an open dialog's title and close button (dialogs open near the top) and the
 * header's user menu. The bottom corner is clear of both; narrow enough to stay beside a centred dialog.
 *
 * The bottom is where a tall dialog keeps its buttons, so a toast can still sit on one (Review opens its dialog and
 * says "Form schema retrieved successfully" at once): a toast steps aside when the keyboard reaches what it covers.
 */
import { useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_CLASS, useToastsYieldToFocus } from './toast-yield';

/** Mantine's xs breakpoint (36em): below it the screen is a phone. */
export const PHONE_QUERY = '(max-width: 36em)';
const DESKTOP_TOAST_WIDTH = 320;

export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const { dir } = useDirection();
  useToastsYieldToFocus();
  const classNames = { notification: TOAST_CLASS };
  if (phone) return <Notifications position="bottom-center" classNames={classNames} />;
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerWidth={DESKTOP_TOAST_WIDTH}
      classNames={classNames}
    />
  );
}
