/**
 * Playwright's `test`, with each worker's pages and API requests sent to that worker's own server (see
 * ../servers.ts). Specs import from here, never from '@playwright/test' directly.
 */
import { test as base, request as requests } from '@playwright/test';
import { serverUrl } from '../servers';
import { acceptTermsThroughApi, DEMO, DEMO_STAFF_EMAILS } from './helpers';

export * from '@playwright/test';

export const test = base.extend<object, { demoStaffAcceptedTerms: undefined }>({
  /**
   * The seeded demo staff have accepted the terms of service before any spec runs, as people who used the
   * app before would have: the seed records no acceptance (nobody accepted on their behalf), so without this
   * every spec that signs them in would meet the terms dialog first. A brand-new user still meets it.
   * Once per worker; a member whose password a spec has since changed accepted on the first run.
   */
  demoStaffAcceptedTerms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const request = await requests.newContext({ baseURL: serverUrl(workerInfo.parallelIndex) });
      for (const email of DEMO_STAFF_EMAILS) {
        const login = await request.post('/api/auth/login', { data: { email, password: DEMO.password } });
        // A member with an authenticator app (DEMO_SECOND_FACTOR) answers a code step: nobody holds their key.
        const body = login.ok() ? await login.json() : null;
        if (body?.access_token) await acceptTermsThroughApi(request, body.access_token);
      }
      await request.dispose();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  // Not an option: the config sets no baseURL, each worker's comes from its parallel index. Playwright
  // reads a fixture's dependencies from its first parameter, so it must be an (empty) object pattern.
  // biome-ignore lint/correctness/noEmptyPattern: see above
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
