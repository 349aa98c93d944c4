/**
 * The calendar's auth popups (people-and-scheduling §4 "Calendar sync auth" and "Microsoft calendar
 * flow", §9): 500x600, polled every second until it closes, the popup's own success or error message
 * noted on the way (Microsoft's flow stops at the message), and given up after five minutes. What happens
 * next (the retried sync or save, the re-check) is the caller's.
 */
import { AUTH_POPUP, GOOGLE_CALENDAR_CONNECTED_MESSAGE } from '@counsel/domain';

export const CALENDAR_POPUP_NAME = 'counsel-google-calendar';
export const MICROSOFT_POPUP_NAME = 'counsel-microsoft-sign-in';

export interface PopupWait {
  /** The type of the message the popup's last page posts (Google's by default). */
  messageType?: string;
  /** Resolve as soon as the popup says how it went, without waiting for it to close. */
  settleOnMessage?: boolean;
}

export interface PopupResult {
  /** What the popup said before closing: true connected, false refused; null when it said nothing. */
  connected: boolean | null;
  timedOut: boolean;
}

export function openCalendarPopup(url: string, name = CALENDAR_POPUP_NAME): Window | null {
  const { width, height } = AUTH_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(url, name, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/** Resolves once the popup is closed (or has spoken, if asked), or after the time-out (the popup is then closed). */
export function waitForCalendarPopup(popup: Window, wait: PopupWait = {}): Promise<PopupResult> {
  const messageType = wait.messageType ?? GOOGLE_CALENDAR_CONNECTED_MESSAGE;
  return new Promise((resolve) => {
    let connected: boolean | null = null;
    const started = Date.now();
    const finish = (timedOut: boolean) => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      if (timedOut) popup.close();
      resolve({ connected, timedOut });
    };
    const onMessage = (event: MessageEvent) => {
      // Only the popup we opened may speak; its message carries no secret either way.
      if (event.source === popup && event.data?.type === messageType) {
        connected = event.data.connected === true;
        if (wait.settleOnMessage) finish(false);
      }
    };
    const timer = window.setInterval(() => {
      if (popup.closed) finish(false);
      else if (Date.now() - started >= AUTH_POPUP.timeoutMs) finish(true);
    }, AUTH_POPUP.pollMs);
    window.addEventListener('message', onMessage);
  });
}
