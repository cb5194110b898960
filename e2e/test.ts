// The journeys' `test`: Playwright's, with each worker talking to a server of its own.
// playwright.config.ts starts one server per worker (ports E2E_PORT, E2E_PORT + 1, …); a worker's
// journeys go to the one of its parallel index, so one server never serves two journeys at once
// and a journey that flips a shared setting (a module switch, the maintenance flag) cannot reach
// another worker's journey (decision 0033).
import { test as base } from '@playwright/test';
import { e2eOrigin } from './dataDirNote.ts';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(e2eOrigin(testInfo.parallelIndex)),
});

export { expect } from '@playwright/test';
