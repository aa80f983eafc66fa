// Launch options for Debian's Chromium. A missing browser is an error with a clear way out,
// never a skipped test.
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" ` +
        '(the .ci/run script does this) or set CHROME_PATH.',
    );
  }
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
}
