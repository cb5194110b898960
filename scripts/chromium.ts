// Debian's Chromium as the journeys (playwright.config.ts) and the bench (bench/web.ts,
// bench/lighthouse.ts) start it: no sandbox (root), no GPU, and nothing of its own fetched from the
// network or run at first start (this machine reaches no network but npm's and Debian's).
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's full browser, or CHROME_PATH. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
