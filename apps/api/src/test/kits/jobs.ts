/**
 * A job queue that records instead of running: what was sent (with its options), the handlers workers
 * registered and the schedules made, so that a suite drives jobs directly rather than waiting for them.
 */
import type { JobQueue, SendOptions } from '../../platform/jobs/index.js';

export function recordingJobs() {
  const sent: Array<{ name: string; data: object; options: SendOptions | undefined }> = [];
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const schedules: Array<[string, string]> = [];
  const jobs: JobQueue = {
    send: async (name, data, options) => {
      sent.push({ name, data, options });
      return `job-${sent.length}`;
    },
    work: async <T extends object>(name: string, handler: (data: T) => Promise<void>) => {
      handlers.set(name, handler as (data: object) => Promise<void>);
    },
    schedule: async (name: string, cron: string) => {
      schedules.push([name, cron]);
    },
    stop: async () => {},
  };
  return { jobs, sent, handlers, schedules };
}
