/**
 * The calendar's auth popup (§4, §9) with fake timers: 500x600, polled every second until closed, the
 * retry 2 seconds after it closes, a blocked popup and a five-minute time-out told to the user.
 */
import { AUTH_POPUP, GOOGLE_CALENDAR_CONNECTED_MESSAGE } from '@counsel/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../ui/toast';
import { authorizationUrlOf, useAuthPopup } from './use-auth-popup';

const URL_ = 'http://localhost/api/google-calendar/auth/login?user_id=4&state=s';

function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  errors = vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const start = () => renderHook(() => useAuthPopup()).result.current;

describe('the auth popup', () => {
  it('opens 500x600, polls every second until closed, and retries 2 seconds after it closes', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const retry = vi.fn();
    const outcome = start()(URL_, retry);
    expect(open).toHaveBeenCalledWith(URL_, 'counsel-google-calendar', expect.stringContaining('width=500,height=600'));

    await act(() => vi.advanceTimersByTimeAsync(3 * AUTH_POPUP.pollMs));
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs));
    // Closed, but the retry waits its 2 seconds.
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.syncRetryMs - 1));
    expect(retry).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(retry).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toBe('retried');
    expect(errors).not.toHaveBeenCalled();
  });

  it('says so when the popup reports that access was refused, and still retries after it closes', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const retry = vi.fn();
    const outcome = start()(URL_, retry);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: GOOGLE_CALENDAR_CONNECTED_MESSAGE, connected: false },
        source: popup as unknown as Window,
      }),
    );
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs + AUTH_POPUP.syncRetryMs));
    await expect(outcome).resolves.toBe('retried');
    expect(errors).toHaveBeenCalledWith('Google Calendar was not connected.');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tells the user when the popup is blocked, and retries nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const retry = vi.fn();
    await expect(start()(URL_, retry)).resolves.toBe('blocked');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('sign-in window was blocked'));
    expect(retry).not.toHaveBeenCalled();
  });

  it('gives up after 5 minutes: closes the popup, tells the user, and retries nothing', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const retry = vi.fn();
    const outcome = start()(URL_, retry);
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.timeoutMs - AUTH_POPUP.pollMs));
    expect(popup.close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs));
    await expect(outcome).resolves.toBe('timeout');
    expect(popup.close).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('Signing in to Google took too long. Try again.');
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.syncRetryMs));
    expect(retry).not.toHaveBeenCalled();
  });

  it('reads authorization_url only from a Google Calendar 401', () => {
    const details = { authorization_url: URL_ };
    expect(authorizationUrlOf({ status: 401, code: 'google_calendar_not_authorized', details })).toBe(URL_);
    expect(authorizationUrlOf({ status: 401, code: 'token_expired', details })).toBeNull();
    expect(authorizationUrlOf({ status: 502, code: 'google_calendar_not_authorized', details })).toBeNull();
  });
});
