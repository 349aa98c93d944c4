/**
 * A toast never hides the control the keyboard is on (WCAG 2.4.11, focus not obscured): when focus lands on
 * something a toast covers, the toasts close. Their message was already read out (they are live regions) and seen;
 * waiting out an 8-second error toast to see which button has the focus is not a fair ask.
 */
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** The class every toast carries (ToastHost), so that it can be found on the page. */
export const TOAST_CLASS = 'counsel-toast';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether a toast on the page covers the element (a toast's own close button is not covered by it). */
export function coveredByToast(element: Element): boolean {
  if (element.closest(`.${TOAST_CLASS}`)) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return [...document.querySelectorAll(`.${TOAST_CLASS}`)].some((toast) => overlap(toast.getBoundingClientRect(), box));
}

export function useToastsYieldToFocus(): void {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // Measured after the browser has scrolled the focused control into view.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (target === document.activeElement && coveredByToast(target)) notifications.clean();
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
