/**
 * Calendar push: the real clients (@googleapis/calendar, the Graph SDK) open channels at the sandboxes
 * over HTTP, a change made in a sandbox is posted to the app's webhook, which queues that connection's
 * sync; secrets that do not match queue nothing; Graph's validation handshake; the renewal job renews
 * what expires soon and nothing else, one failure never stopping the others; a disconnect stops the
 * channel. Jobs are driven directly (a recording queue), never waited for.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  calendarConnections,
  calendarPushChannels,
  externalCalendarEvents,
  sandboxCalendarWatches,
} from '../../db/schema/index.js';
import { createGoogleCalendarProvider } from '../../integrations/google-calendar/index.js';
import { createMicrosoftProvider } from '../../integrations/microsoft/index.js';
import type { TestApp } from '../../test/app.js';
import type { TestUser } from '../../test/firms.js';
import { buildCalendarWorld, type CalendarWorld } from '../../test/kits/calendar.js';
import { connectCalendar, googleSide } from '../../test/kits/google-calendar.js';
import { originTestApp } from '../../test/kits/google-drive.js';
import { recordingJobs } from '../../test/kits/jobs.js';
import { connectMicrosoft, outlookSide } from '../../test/kits/microsoft.js';
import type { PushDeps } from './push-channels.js';
import { pushDeps } from './push-routes.js';
import {
  ensurePush,
  PUSH_RENEW_CRON,
  PUSH_RENEW_JOB,
  PUSH_SYNC_JOB,
  type PushSyncJob,
  registerCalendarPush,
  runPushRenewal,
  runPushSync,
} from './push-service.js';

let t: TestApp;
let w: CalendarWorld;
let deps: PushDeps;
const queue = recordingJobs();
const { sent } = queue;
const log = { errors: [] as unknown[], error: (obj: unknown) => log.errors.push(obj) };

beforeAll(async () => {
  const listening = await originTestApp();
  t = listening.t;
  t.services.googleCalendar = createGoogleCalendarProvider(t.services.config, t.services.secrets, listening.origin);
  t.services.microsoft = createMicrosoftProvider(t.services.config, t.services.secrets, listening.origin);
  t.services.jobs = queue.jobs;
  // The webhooks' address is the app's own origin (APP_URL), the only one the sandboxes post to.
  deps = { ...pushDeps(t.services), config: { ...t.services.config, calendarPush: true } };
  w = await buildCalendarWorld(t);
  await connectCalendar(t, w.firm.admin);
  await connectMicrosoft(t, w.firm.admin);
});
afterAll(() => t?.close());

const soon = (days: number, hour = 15) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};
const connectionOf = async (user: TestUser, provider: 'google' | 'microsoft') =>
  (
    await t.services.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.userId, user.id), eq(calendarConnections.provider, provider)))
  )[0]!;
const channelOf = async (user: TestUser, provider: 'google' | 'microsoft') => {
  const connection = await connectionOf(user, provider);
  const [row] = await t.services.db
    .select()
    .from(calendarPushChannels)
    .where(eq(calendarPushChannels.connectionId, connection.id));
  return row ?? null;
};
const sandboxWatch = async (id: string) =>
  (await t.services.db.select().from(sandboxCalendarWatches).where(eq(sandboxCalendarWatches.id, id)))[0] ?? null;
const imported = async (user: TestUser, title: string) =>
  t.services.db
    .select()
    .from(externalCalendarEvents)
    .where(and(eq(externalCalendarEvents.userId, user.id), eq(externalCalendarEvents.title, title)));
/** Runs the queued syncs as the worker would, and empties the queue. */
const runQueued = async () => {
  const jobs = sent.splice(0).filter((job) => job.name === PUSH_SYNC_JOB);
  for (const job of jobs) await runPushSync(deps, job.data as PushSyncJob, log);
  return jobs;
};

describe('push channels', () => {
  it('opens a Google channel and a Graph subscription for each active connection, keeping their secrets hashed', async () => {
    const result = await runPushRenewal(deps, log);
    expect(result).toEqual({ done: 2, failed: 0 });
    const google = (await channelOf(w.firm.admin, 'google'))!;
    const microsoft = (await channelOf(w.firm.admin, 'microsoft'))!;
    expect(google).toMatchObject({ provider: 'google', lawFirmId: w.firm.lawFirmId, resourceId: expect.any(String) });
    expect(microsoft).toMatchObject({ provider: 'microsoft', lawFirmId: w.firm.lawFirmId });
    // Graph's limit for events: at most 4230 minutes ahead.
    expect(microsoft.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 4230 * 60_000);
    for (const channel of [google, microsoft]) {
      const watch = (await sandboxWatch(channel.channelId))!;
      expect(watch.address).toMatch(/\/api\/webhooks\/(google|microsoft)-calendar$/);
      expect(channel.secretHash).not.toContain(watch.secret);
      expect(channel.secretHash).toMatch(/^[0-9a-f]{64}$/);
    }
    // A second run finds nothing to do.
    expect(await runPushRenewal(deps, log)).toEqual({ done: 0, failed: 0 });
  });

  it('brings a change made in Google in through the webhook and the queued sync of that connection', async () => {
    const connection = await connectionOf(w.firm.admin, 'google');
    await googleSide(t, w.firm.admin, w.firm.lawFirmId).insert({
      summary: 'Pushed hearing',
      start: { dateTime: soon(2), timeZone: 'UTC' },
      end: { dateTime: soon(2, 16), timeZone: 'UTC' },
    });
    expect(await imported(w.firm.admin, 'Pushed hearing')).toEqual([]);
    const jobs = await runQueued();
    expect(jobs).toEqual([
      {
        name: PUSH_SYNC_JOB,
        data: { lawFirmId: w.firm.lawFirmId, connectionId: connection.id },
        options: expect.objectContaining({ singletonKey: `calendar-push-sync:${connection.id}` }),
      },
    ]);
    expect(await imported(w.firm.admin, 'Pushed hearing')).toHaveLength(1);
  });

  it('brings a change made in Outlook in through the webhook and the queued sync of that connection', async () => {
    const connection = await connectionOf(w.firm.admin, 'microsoft');
    await outlookSide(t, w.firm.admin, w.firm.lawFirmId).create({
      subject: 'Pushed deposition',
      start: soon(3),
      end: soon(3, 16),
    });
    const jobs = await runQueued();
    expect(jobs.map((job) => job.data)).toEqual([{ lawFirmId: w.firm.lawFirmId, connectionId: connection.id }]);
    expect(await imported(w.firm.admin, 'Pushed deposition')).toHaveLength(1);
  });
});

describe('the webhooks', () => {
  const googleHook = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/google-calendar', headers });
  const graphHook = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/microsoft-calendar', payload: body as object });

  it('answers 404 and queues nothing for an unknown Google channel or a wrong token, and ignores the sync message', async () => {
    const channel = (await channelOf(w.firm.admin, 'google'))!;
    const token = (await sandboxWatch(channel.channelId))!.secret;
    const state = { 'x-goog-resource-state': 'exists' };
    expect(
      (await googleHook({ ...state, 'x-goog-channel-id': channel.channelId, 'x-goog-channel-token': 'wrong' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await googleHook({ ...state, 'x-goog-channel-id': 'nobody', 'x-goog-channel-token': token })).statusCode,
    ).toBe(404);
    expect((await googleHook({ ...state, 'x-goog-channel-id': channel.channelId })).statusCode).toBe(404);
    const sync = await googleHook({
      'x-goog-resource-state': 'sync',
      'x-goog-channel-id': channel.channelId,
      'x-goog-channel-token': token,
    });
    expect(sync.statusCode).toBe(200);
    expect(sent).toEqual([]);
    const real = await googleHook({ ...state, 'x-goog-channel-id': channel.channelId, 'x-goog-channel-token': token });
    expect(real.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    sent.splice(0);
  });

  it('answers 202 to Graph whatever it holds, and queues nothing when the clientState does not match', async () => {
    const channel = (await channelOf(w.firm.admin, 'microsoft'))!;
    const secret = (await sandboxWatch(channel.channelId))!.secret;
    const wrong = await graphHook({ value: [{ subscriptionId: channel.channelId, clientState: `${secret}x` }] });
    expect(wrong.statusCode).toBe(202);
    expect((await graphHook({ value: [{ subscriptionId: channel.channelId }] })).statusCode).toBe(202);
    expect((await graphHook({ value: [{ subscriptionId: 'unknown', clientState: secret }] })).statusCode).toBe(202);
    expect((await graphHook({ nothing: true })).statusCode).toBe(202);
    expect(sent).toEqual([]);
    const right = { subscriptionId: channel.channelId, clientState: secret };
    expect((await graphHook({ value: [right, right] })).statusCode).toBe(202);
    expect(sent).toHaveLength(1);
    sent.splice(0);
  });

  it("echoes Graph's validation token as escaped text, and refuses one too long", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/microsoft-calendar?validationToken=${encodeURIComponent('Validation: <token>&1')}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Validation: &#60;token&#62;&#38;1');
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/microsoft-calendar?validationToken=${'a'.repeat(1025)}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(long.statusCode).toBe(400);
  });

  it("syncs nothing for a queued job naming another firm than the connection's", async () => {
    const connection = await connectionOf(w.firm.admin, 'google');
    const job = { lawFirmId: w.other.firm.lawFirmId, connectionId: connection.id };
    expect(await runPushSync(deps, job, log)).toBe(false);
    expect(await runPushSync(deps, { ...job, lawFirmId: w.firm.lawFirmId }, log)).toBe(true);
  });

  it('refuses a body over the limit', async () => {
    const res = await graphHook({ value: [{ subscriptionId: 'x'.repeat(70 * 1024) }] });
    expect(res.statusCode).toBe(413);
  });
});

describe('the renewal job', () => {
  const expireIn = async (user: TestUser, provider: 'google' | 'microsoft', ms: number) => {
    const channel = (await channelOf(user, provider))!;
    await t.services.db
      .update(calendarPushChannels)
      .set({ expiresAt: new Date(Date.now() + ms) })
      .where(eq(calendarPushChannels.id, channel.id));
    return channel;
  };

  it('renews the channels expiring within a day, and no other', async () => {
    const google = await expireIn(w.firm.admin, 'google', 3_600_000);
    const microsoft = (await channelOf(w.firm.admin, 'microsoft'))!;
    expect(await runPushRenewal(deps, log)).toEqual({ done: 1, failed: 0 });
    const renewed = (await channelOf(w.firm.admin, 'google'))!;
    expect(renewed.channelId).not.toBe(google.channelId);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    // The old channel was stopped at Google; the new one is live.
    expect(await sandboxWatch(google.channelId)).toBeNull();
    expect(await sandboxWatch(renewed.channelId)).not.toBeNull();
    expect(await channelOf(w.firm.admin, 'microsoft')).toEqual(microsoft);

    const graphSoon = await expireIn(w.firm.admin, 'microsoft', 3_600_000);
    expect(await runPushRenewal(deps, log)).toEqual({ done: 1, failed: 0 });
    const graphRenewed = (await channelOf(w.firm.admin, 'microsoft'))!;
    expect(graphRenewed.channelId).toBe(graphSoon.channelId);
    expect(graphRenewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect((await sandboxWatch(graphRenewed.channelId))!.expiresAt).toEqual(graphRenewed.expiresAt);
  });

  it("never lets one connection's failing renewal stop the others", async () => {
    const broken = w.staff.manage;
    await connectCalendar(t, broken);
    await t.services.db
      .update(calendarConnections)
      .set({ refreshTokenEncrypted: 'not-a-secret' })
      .where(eq(calendarConnections.userId, broken.id));
    await expireIn(w.firm.admin, 'google', 3_600_000);
    const before = (await channelOf(w.firm.admin, 'google'))!;
    log.errors.length = 0;
    expect(await runPushRenewal(deps, log)).toEqual({ done: 1, failed: 1 });
    expect((await channelOf(w.firm.admin, 'google'))!.channelId).not.toBe(before.channelId);
    expect(await channelOf(broken, 'google')).toBeNull();
    expect(log.errors).toHaveLength(1);
  });
});

describe('disconnecting', () => {
  it('stops the channel and the subscription at the providers, after which a change queues nothing', async () => {
    const user = w.staff.update;
    await connectCalendar(t, user);
    await connectMicrosoft(t, user);
    await runPushRenewal(deps, log);
    const google = (await channelOf(user, 'google'))!;
    const microsoft = (await channelOf(user, 'microsoft'))!;
    const otherChannel = (await channelOf(w.firm.admin, 'google'))!;
    for (const provider of ['google', 'microsoft']) {
      const res = await t.call('DELETE', `/api/calendar-connections/${provider}`, { token: user.token });
      expect(res.status).toBe(200);
    }
    expect(await sandboxWatch(google.channelId)).toBeNull();
    expect(await sandboxWatch(microsoft.channelId)).toBeNull();
    expect(await sandboxWatch(otherChannel.channelId)).not.toBeNull();
    const [left] = await t.services.db
      .select()
      .from(calendarPushChannels)
      .where(eq(calendarPushChannels.id, google.id));
    expect(left).toBeUndefined();
    await googleSide(t, user, w.firm.lawFirmId).insert({
      summary: 'After disconnect',
      start: { dateTime: soon(2), timeZone: 'UTC' },
      end: { dateTime: soon(2, 16), timeZone: 'UTC' },
    });
    expect(sent).toEqual([]);
  });
});

describe('where configured', () => {
  it('is off unless CALENDAR_PUSH=on', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).calendarPush).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CALENDAR_PUSH: 'on' }).calendarPush).toBe(true);
  });

  it('schedules the renewal, which opens channels only while push is on', async () => {
    const user = w.staff.read;
    await connectCalendar(t, user);
    const run = async (calendarPush: boolean) => {
      const { jobs, handlers, schedules } = recordingJobs();
      await registerCalendarPush({ ...deps, config: { ...deps.config, calendarPush }, jobs, log });
      expect(schedules).toEqual([[PUSH_RENEW_JOB, PUSH_RENEW_CRON]]);
      await handlers.get(PUSH_RENEW_JOB)!({});
      return handlers;
    };
    const handlers = await run(false);
    expect(await channelOf(user, 'google')).toBeNull();
    expect([...handlers.keys()].sort()).toEqual([PUSH_RENEW_JOB, PUSH_SYNC_JOB].sort());
    await run(true);
    expect(await channelOf(user, 'google')).not.toBeNull();
  });
});

describe('the sandboxes', () => {
  it("open no channel whose address is not on the app's own origin", async () => {
    const user = w.staff.update;
    await connectCalendar(t, user);
    await connectMicrosoft(t, user);
    // An address inside the server's network: the sandbox must not be turned into a way to post there.
    const elsewhere = { ...deps, config: { ...deps.config, publicOrigin: 'http://10.0.0.9:8080' } };
    for (const provider of ['google', 'microsoft'] as const) {
      await expect(ensurePush(elsewhere, await connectionOf(user, provider))).rejects.toThrow();
      expect(await channelOf(user, provider)).toBeNull();
    }
    expect(await ensurePush(deps, await connectionOf(user, 'google'))).toBe('opened');
  });
});
