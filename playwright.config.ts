import { defineConfig, devices } from '@playwright/test'

// Against the production build, Debian's Chromium (headless shell), two projects: with and
// without JavaScript. The server gets its own data folder and port.
const PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_DATA = process.env.E2E_DATA ?? `tests/.e2e-${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port, so parallel runs do not trample each other.
  outputDir: `test-results/${PORT}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // two workers for two cores: a third, or vitest beside them, pushed tests past
  // their time limit (docs/testing.md)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://app.localhost:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Locally a failed test keeps its trace (DOM snapshots of every step,
    // network, console) but no screencast: recording screenshots made Chromium
    // paint every frame for the trace and cost a third of the suite's CPU. In
    // CI no trace is recorded: only the log leaves a CI run, and recording the
    // snapshots of every passing test cost a sixth of the suite's time there
    // (ADR 142t). E2E_TRACE=on keeps traces of failures in CI too.
    trace:
      process.env.CI && process.env.E2E_TRACE !== 'on'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      // Debian's Chromium headless shell (package chromium-headless-shell): the
      // same engine as /usr/bin/chromium without the desktop browser's UI
      // layers; the whole browser suite takes about a third less CPU with it
      // (ADR 142t). E2E_CHROMIUM=/usr/bin/chromium runs it in the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    // tests that need JavaScript whatever the project (axe runs in the page, hydration)
    // are tagged @js-only and run once, in the js project
    { name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: {
    command: 'node scripts/start.js',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://app.localhost:${PORT}`,
      DATABASE_PATH: `${E2E_DATA}/festplan.db`,
      MAIL_OUTBOX_DIR: `${E2E_DATA}/outbox`,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'e2e-secret-0123456789abcdef',
      FLY_APP_NAME: 'festplan-e2e',
      FESTPLAN_GET_WRITE_GUARD: 'throw',
      FESTPLAN_BUILD_DIR: process.env.FESTPLAN_BUILD_DIR ?? 'build',
      NODE_ENV: 'production',
      // two workers like a 2-core machine; no line per request in the test log
      WEB_CONCURRENCY: '2',
      FESTPLAN_ACCESS_LOG: '0',
    },
  },
})
