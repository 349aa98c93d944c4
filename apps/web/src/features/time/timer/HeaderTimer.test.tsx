import type { TimeEntry } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { entriesPage, makeEntry, serveTime } from '../../../test/time-test-data';
import { TIMER_CHANNEL_NAME } from './timer-sync';

const T0 = Date.parse('2026-03-02T14:00:00.000Z');
const STORAGE_KEY = 'counsel.timers';

const runningEntry = (id = 900, start = T0): TimeEntry =>
  makeEntry({
    id,
    client_id: null,
    client_name: null,
    case_id: null,
    case_name: null,
    description: null,
    hourly_rate: 300,
    duration: 0,
    total: 0,
    running: true,
    start_time: new Date(start).toISOString(),
    end_time: new Date(start).toISOString(),
  });

function serveTimer(routes: Parameters<typeof serveTime>[0] = {}) {
  let created = 0;
  return serveTime({
    'GET /api/time_entry/all/3': { body: entriesPage([]) },
    'POST /api/time_entry/create/3': () => {
      created += 1;
      return { status: 201, body: { time_entry: runningEntry(899 + created, Date.now()) } };
    },
    'PUT /api/time_entry/900': (call) => ({ body: { time_entry: { ...runningEntry(), ...(call.body as object) } } }),
    'DELETE /api/time_entry/900': { body: { deleted: true } },
    ...routes,
  });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clock = () => screen.getByRole('timer', { name: 'Running time' });

async function startTimer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Start timer' }));
  await waitFor(() => expect(clock()).toHaveTextContent('00:00:00'));
}

beforeEach(() => {
  // Only the clock and the ticking are faked: queries and user events keep their real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  notifications.cleanQueue();
});

describe('header timer', () => {
  it('starts with start = end, ticks each second, and stopping opens a record that must be saved or deleted', async () => {
    const server = serveTimer();
    const { user } = renderApp('/time-entries');
    await startTimer(user);
    const post = server.calls.find((call) => call.method === 'POST') as RecordedCall;
    expect(post.body).toEqual({
      start_time: '2026-03-02T14:00:00.000Z',
      end_time: '2026-03-02T14:00:00.000Z',
      running: true,
      billable: true,
    });
    await tick(1000);
    expect(clock()).toHaveTextContent('00:00:01');
    await tick(2000);
    expect(clock()).toHaveTextContent('00:00:03');

    await user.click(screen.getByRole('button', { name: 'Stop timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your time record' });
    expect(within(dialog).getByRole('textbox', { name: 'Seconds' })).toHaveValue('3');
    expect(within(dialog).getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('$300.00');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    // It cannot simply be closed.
    await user.click(within(dialog).getByRole('button', { name: 'Close the time record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time record must be saved or deleted before it can be closed.',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your time record' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'I-130 petition' }));
    await tick(5000);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Time entry saved')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT') as RecordedCall;
    expect(put.body).toMatchObject({
      client_id: 5,
      case_id: 21,
      hourly_rate: 300,
      duration: 3,
      start_time: '2026-03-02T14:00:00.000Z',
      // The end is when the timer stopped, not when the record was saved.
      end_time: '2026-03-02T14:00:03.000Z',
      running: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });

  it('save and start saves the record, then starts a fresh timer', async () => {
    const server = serveTimer();
    const { user } = renderApp('/time-entries');
    await startTimer(user);
    await tick(60_000);
    await user.click(screen.getByRole('button', { name: 'Stop timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your time record' });
    expect(within(dialog).getByRole('textbox', { name: 'Minutes' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Ahmed Saleh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and start' }));

    await waitFor(() => expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const methods = server.calls.filter((call) => call.method !== 'GET').map((call) => call.method);
    expect(methods).toEqual(['POST', 'PUT', 'POST']);
    expect(server.calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({
      start_time: '2026-03-02T14:01:00.000Z',
      end_time: '2026-03-02T14:01:00.000Z',
      running: true,
    });
    await waitFor(() => expect(clock()).toHaveTextContent('00:00:00'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a stopped record instead of saving it, keeping the focus on the timer', async () => {
    const server = serveTimer();
    const { user } = renderApp('/time-entries');
    await startTimer(user);
    // Start gave way to Stop: the focus went with it rather than to the start of the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop timer' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Stop timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your time record' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete time entry' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Time entry deleted')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/time_entry/900')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start timer' })).toHaveFocus());
  });

  it('says when the timer failed to start', async () => {
    serveTimer({ 'POST /api/time_entry/create/3': { status: 500, body: { code: 'internal_error', message: '' } } });
    const { user } = renderApp('/time-entries');
    await user.click(await screen.findByRole('button', { name: 'Start timer' }));
    expect(await screen.findByText('The timer failed to start. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('saves a running timer on unload and restores it on the next load with a message, then removes the saved state', async () => {
    serveTimer();
    const first = renderApp('/time-entries');
    await startTimer(first.user);
    await tick(5000);
    fireEvent(window, new Event('pagehide'));
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({ userId: 7, pendingRecord: null });
    expect(saved.timers[0]).toMatchObject({
      entryId: 900,
      startTime: '2026-03-02T14:00:00.000Z',
      accumulatedSeconds: 5,
      savedTime: T0 + 5000,
      running: true,
      hours: '00',
      minutes: '00',
      seconds: '05',
      duration: 5,
      reload: true,
    });
    first.unmount();

    // Ten seconds later the page loads again, while the server cannot be reached.
    vi.setSystemTime(T0 + 15_000);
    serveTimer({ 'GET /api/time_entry/running': { status: 503, body: { code: 'unavailable', message: '' } } });
    renderApp('/time-entries');
    expect(await screen.findByText('Your running timer was restored')).toBeInTheDocument();
    expect(clock()).toHaveTextContent('00:00:15');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await tick(1000);
    expect(clock()).toHaveTextContent('00:00:16');
  });

  it('starting a new timer clears state saved earlier', async () => {
    serveTimer();
    const { user } = renderApp('/time-entries');
    await screen.findByRole('button', { name: 'Start timer' });
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, userId: 7, timers: [], pendingRecord: null }),
    );
    await startTimer(user);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('drops a restored timer the server says was stopped on another device', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        userId: 7,
        pendingRecord: null,
        timers: [
          {
            entryId: 900,
            startTime: new Date(T0).toISOString(),
            accumulatedSeconds: 5,
            savedTime: T0,
            running: true,
            hours: '00',
            minutes: '00',
            seconds: '05',
            endTime: new Date(T0).toISOString(),
            duration: 5,
            reload: true,
            entry: runningEntry(),
          },
        ],
      }),
    );
    let answer: (reply: { body: unknown }) => void = () => {};
    serveTimer({ 'GET /api/time_entry/running': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/time-entries');
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:05');
    answer({ body: { time_entries: [] } });
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
  });

  it('shows the timers running on the server (another device), several at once, each with its stop', async () => {
    serveTimer({
      'GET /api/time_entry/running': {
        body: { time_entries: [runningEntry(900, T0 - 120_000), runningEntry(901, T0 - 30_000)] },
      },
    });
    const { user } = renderApp('/time-entries');
    // The newest shows in the header.
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:30');
    expect(screen.queryByText('Your running timer was restored')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 running timers' }));
    const items = await screen.findAllByRole('menuitem', { name: /Stop the timer started at/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      expect.stringContaining('(00:02:00)'),
      expect.stringContaining('(00:00:30)'),
    ]);
    await user.click(items[0]!);
    expect(await screen.findByRole('dialog', { name: 'Save your time record' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveValue('2');
    // The other timer keeps running.
    expect(clock()).toHaveTextContent('00:00:30');
  });

  it('keeps open tabs in step', async () => {
    serveTimer();
    const { user } = renderApp('/time-entries');
    await screen.findByRole('button', { name: 'Start timer' });
    const otherTab = new BroadcastChannel(TIMER_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      otherTab.postMessage({ type: 'started', userId: 7, entry: runningEntry(950, T0 - 10_000) });
      expect(await screen.findByRole('timer')).toHaveTextContent('00:00:10');
      otherTab.postMessage({ type: 'stopped', userId: 7, entryId: 950 });
      await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());

      // And this tab tells the others.
      await startTimer(user);
      await waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ type: 'started', userId: 7 })));
    } finally {
      otherTab.close();
    }
  });
});
