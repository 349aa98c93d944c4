/**
 * Playwright's `test`, with each worker's pages and API requests sent to that worker's own server (see
 * ../servers.ts). Specs import from here, never from '@playwright/test' directly.
 */
import { test as base } from '@playwright/test';
import { serverUrl } from '../servers';

export * from '@playwright/test';

export const test = base.extend({
  // Not an option: the config sets no baseURL, each worker's comes from its parallel index. Playwright
  // reads a fixture's dependencies from its first parameter, so it must be an (empty) object pattern.
  // biome-ignore lint/correctness/noEmptyPattern: see above
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
