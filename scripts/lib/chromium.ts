/**
 * The browser every tool here drives: the browser tests (playwright.config.ts), the bench and the
 * illustration rasteriser. Debian's Chromium, since no browser can be downloaded on these machines
 * (README); `CHROMIUM_PATH` names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless without a sandbox (CI runs as root) or a GPU, and nothing that talks to Google's services
 * or updates components in the middle of a test or a measurement.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'];
