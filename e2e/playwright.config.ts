import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A free loopback port, found once when the config loads (webServer needs a fixed URL).
const port =
  Number(process.env.E2E_PORT) ||
  Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ])
      .toString()
      .trim(),
  );
// Workers load this file again: keep the port and database of the main process.
process.env.E2E_PORT = String(port);
if (!process.env.E2E_DATA_DIR) {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-e2e-'));
  process.env.E2E_DATA_DIR = made;
  // Made by the runner's own process: it goes when the run ends, the web server stopped by then
  // (a folder given in E2E_DATA_DIR stays, to be looked at).
  process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

// Headless Chromium 156 builds its address bar's suggestion popups (WebUI pages, in a renderer of
// their own) for every window, that is for every journey: a quarter of the browser's CPU on a page
// or two (decision 250). Chromium keeps only the last --disable-features switch and Playwright
// passes one of its own, so its list (playwright-core 1.65, chromiumSwitches.ts) comes first here.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots: for every journey that cost a third of
    // the suite's time (decision 247). Under CI a failed journey runs once more with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        launchOptions: chromium,
      },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dataDir, 'e2e.sqlite'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // Every journey enters cards from 127.0.0.1: the per-address card limit would stop the run.
      SANDBOX_CARD_POSTS_PER_MINUTE: '600',
      // Likewise every journey starts its guest sessions from that one address.
      NEW_SESSIONS_PER_MINUTE: '6000',
      // And all their write calls: the per-address write limit counts every journey together.
      ADDRESS_WRITES_PER_MINUTE: '60000',
      // And their sign-ups, texted codes and sign-ins (the account journeys, e2e/support/account.ts).
      ACCOUNTS_PER_ADDRESS_PER_HOUR: '10000',
      CODES_PER_ADDRESS_PER_HOUR: '10000',
      SIGN_INS_PER_ADDRESS_PER_HOUR: '10000',
    },
  },
});
