/**
 * The §4 "Microsoft calendar flow" with fake timers: the sign-in popup (500x600), settled by its success
 * or error message, or when it closes without one by checking verification again 1 second later; the
 * 5-minute time-out and a blocked popup, each told to the user.
 */
import { AUTH_POPUP, MICROSOFT_CONNECTED_MESSAGE, MICROSOFT_RECHECK_MS } from '@counsel/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_MANAGER, microsoftUserInfo as info, MICROSOFT_LOGIN as LOGIN } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { toast } from '../../ui/toast';
import { microsoftAuthorizationUrlOf, useMicrosoftSignIn } from './use-microsoft-calendar';

const INFO = 'GET /api/microsoft/user/info';

function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

function Probe({ onResult }: { onResult: (verified: boolean) => void }) {
  const signIn = useMicrosoftSignIn();
  return (
    <button type="button" onClick={() => void signIn(LOGIN).then(onResult)}>
      Sign in
    </button>
  );
}

let errors: ReturnType<typeof vi.spyOn>;
let successes: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(toast, 'error').mockImplementation(() => {});
  successes = vi.spyOn(toast, 'success').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders the probe, then runs the clock by hand and clicks. */
async function start(verifiedAfter: boolean, popup: ReturnType<typeof fakePopup> | null = fakePopup()) {
  const server = fakeApi({ [INFO]: { body: info(verifiedAfter) } });
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const onResult = vi.fn();
  renderInApp(<Probe onResult={onResult} />, CALENDAR_MANAGER);
  const button = await screen.findByRole('button', { name: 'Sign in' });
  vi.useFakeTimers();
  fireEvent.click(button);
  const checks = () => server.calls.filter((call) => `${call.method} ${call.path}` === INFO).length;
  return { open, onResult, checks };
}

const say = (popup: ReturnType<typeof fakePopup>, connected: boolean) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: MICROSOFT_CONNECTED_MESSAGE, connected },
      source: popup as unknown as Window,
    }),
  );

describe('the Microsoft sign-in', () => {
  it('opens 500x600 and, when the popup closes without a word, checks verification again 1 second later', async () => {
    const popup = fakePopup();
    const { open, onResult, checks } = await start(true, popup);
    expect(open).toHaveBeenCalledWith(
      LOGIN,
      'counsel-microsoft-sign-in',
      expect.stringContaining('width=500,height=600'),
    );
    await act(() => vi.advanceTimersByTimeAsync(2 * AUTH_POPUP.pollMs));
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs));
    await act(() => vi.advanceTimersByTimeAsync(MICROSOFT_RECHECK_MS - 1));
    expect(checks()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checks()).toBe(1);
    expect(onResult).toHaveBeenCalledWith(true);
    expect(successes).toHaveBeenCalledWith('Microsoft 365 is connected.');
  });

  it('says the sign-in was not completed when the re-check finds Microsoft still unverified', async () => {
    const popup = fakePopup();
    const { onResult } = await start(false, popup);
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs + MICROSOFT_RECHECK_MS));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(errors).toHaveBeenCalledWith('Microsoft sign-in was not completed.');
  });

  it('settles at once on the popup’s success message, without waiting for it to close', async () => {
    const popup = fakePopup();
    const { onResult } = await start(true, popup);
    await act(async () => {
      say(popup, true);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onResult).toHaveBeenCalledWith(true);
    expect(successes).toHaveBeenCalledWith('Microsoft 365 is connected.');
  });

  it('tells the user when the popup reports a failed sign-in', async () => {
    const popup = fakePopup();
    const { onResult, checks } = await start(false, popup);
    await act(async () => {
      say(popup, false);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onResult).toHaveBeenCalledWith(false);
    expect(errors).toHaveBeenCalledWith('Microsoft sign-in failed: Microsoft 365 was not connected.');
    expect(checks()).toBe(0);
  });

  it('gives up after 5 minutes: closes the popup and tells the user', async () => {
    const popup = fakePopup();
    const { onResult } = await start(true, popup);
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.timeoutMs - AUTH_POPUP.pollMs));
    expect(popup.close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(AUTH_POPUP.pollMs));
    expect(popup.close).toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith(false);
    expect(errors).toHaveBeenCalledWith('Signing in to Microsoft took too long. Try again.');
  });

  it('tells the user when the popup is blocked', async () => {
    const { onResult } = await start(true, null);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('sign-in window was blocked'));
  });

  it('reads authorization_url only from a Microsoft 401', () => {
    const details = { authorization_url: LOGIN };
    expect(microsoftAuthorizationUrlOf({ status: 401, code: 'microsoft_not_authorized', details })).toBe(LOGIN);
    expect(microsoftAuthorizationUrlOf({ status: 401, code: 'google_calendar_not_authorized', details })).toBeNull();
    expect(microsoftAuthorizationUrlOf({ status: 502, code: 'microsoft_error', details })).toBeNull();
  });
});
