import { defineConfig, devices } from "@playwright/test"
import { timeFor } from "./e2e/time.ts"

const port = Number(process.env.E2E_PORT ?? 4321)
const dataDir = `.tmp/e2e-data-${port}`
// Each port builds into its own folder, so browser-test runs on different ports never share a half-written build.
const distDir = port === 4321 ? "dist" : `.tmp/e2e-dist-${port}`

export default defineConfig({
  testDir: "e2e",
  // Parallel runs on other ports keep their own results (a run clears its output folder when it starts).
  outputDir: port === 4321 ? "test-results" : `.tmp/test-results-${port}`,
  // More on a loaded CI machine (e2e/time.ts): these catch a hang, they do not measure speed.
  timeout: timeFor(30_000),
  expect: { timeout: timeFor(5_000) + 2_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; test tools never download a browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync"
      ]
    }
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The real server on a fresh embedded database, as `npm start` runs it.
    command: `rm -rf ${dataDir} && npm start`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      // Every browser test comes from 127.0.0.1: the per-address and site limits are raised here, on purpose
      // (server/limits.test.ts tests them at their defaults).
      LIMIT_OTP_ADDRESS: "100000/1h",
      LIMIT_OTP_NETWORK: "100000/1h",
      LIMIT_OTP_TOTAL: "100000/1h",
      LIMIT_CONTACT: "100000/1h",
      LIMIT_FEEDBACK: "100000/1h",
      LIMIT_PAGE_VIEWS: "100000/1m",
      LIMIT_ENQUIRIES: "100000/1h",
      LIMIT_GRIEVANCES: "100000/1h",
      LIMIT_TRACKING: "100000/1m",
      LIMIT_OFFERS: "100000/1m"
    },
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe"
  }
})
