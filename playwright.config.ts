import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). The worker starts one
 * server (npm start's code path) on a free port with a temporary DATA_DIR and every file it runs
 * shares it (a new worker, after a failure, starts a new one): see __tests__/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: './__tests__/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: one worker keeps timings stable; files still get fresh servers.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
