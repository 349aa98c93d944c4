/**
 * Where toasts appear. At the top centre they landed on an open dialog's title (a dialog sits at the
 * top centre too). On a phone they come from the bottom, clear of every dialog's header; on wider
 * screens they sit at the top corner on the reading end, narrow enough to stay beside a centred dialog.
 */
import { useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Mantine's xs breakpoint (36em): below it the screen is a phone. */
export const PHONE_QUERY = '(max-width: 36em)';
const DESKTOP_TOAST_WIDTH = 320;

export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const { dir } = useDirection();
  if (phone) return <Notifications position="bottom-center" />;
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} containerWidth={DESKTOP_TOAST_WIDTH} />;
}
