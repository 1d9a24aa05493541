import { defineConfig } from "@playwright/test";

// The browser tests run the real API server on its own port and database, serving the built dashboard.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Each port gets its own data folder, so two runs on different ports never share a database.
const dataDir = `./data/e2e-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  // Reduced motion: the pulsing alarm of the demo's pending orders would keep the software renderer (no GPU here)
  // repainting through every test; what the tests check is the same without it.
  use: { baseURL, trace: "retain-on-failure", reducedMotion: "reduce" },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        // Debian's chromium: Playwright downloads no browser here (DESIGN §2).
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    // Playwright starts the web server before any globalSetup, so the e2e data is wiped in the same command,
    // before the server opens (and seeds) a fresh database. The server runs from its sources through tsx.
    command: `npx tsx tests/e2e/wipe-data.ts ${dataDir} && node --import tsx server/index.ts`,
    url: `${baseURL}/api/business-types`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATABASE_URL: `sqlite:${dataDir}/app.sqlite`,
      MEDIA_DIR: `${dataDir}/media`,
      NODE_ENV: "test",
      // Browser tests sign in many times from one address; the limit itself is covered by the API tests.
      AUTH_RATE_LIMIT: "1000",
    },
  },
});
