/**
 * The authorization popup (spec §4, §9: 500x600). It resolves when the callback page reports back
 * (postMessage from the popup itself) or when the user closes the window, whichever comes first; the
 * caller then asks the API whether the Drive is connected, which is what decides.
 */
import { GOOGLE_DRIVE_CONNECTED_MESSAGE, GOOGLE_DRIVE_POPUP } from '@counsel/domain';

export const DRIVE_POPUP_NAME = 'counsel-google-drive';

export function openAuthorizationPopup(url: string): Window | null {
  const { width, height } = GOOGLE_DRIVE_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(url, DRIVE_POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

export function waitForPopup(popup: Window, pollMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      // Only the popup we opened may end the wait; the message carries no secret either way.
      if (event.source === popup && event.data?.type === GOOGLE_DRIVE_CONNECTED_MESSAGE) finish();
    };
    const timer = window.setInterval(() => {
      if (popup.closed) finish();
    }, pollMs);
    window.addEventListener('message', onMessage);
  });
}
