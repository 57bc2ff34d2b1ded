/**
 * A server of the test's own, started in the Playwright worker with `startServer` (server/main.ts): the browser tests
 * that read an OTP from the SMS outbox, sign staff in with a known password or move an enquiry through the
 * repositories use one. It serves the app the config's webServer built for this E2E_PORT, on a free port and a fresh
 * data folder, and is closed (its folder removed) when the worker ends.
 */
import { rmSync } from "node:fs"
import * as path from "node:path"
import { expect, type Locator, type Page } from "@playwright/test"
import { roomyLimits } from "../server/limits/rules.ts"
import { type RunningServer, startServer } from "../server/main.ts"
import { Outbox } from "../server/otp/sms.ts"

const e2ePort = Number(process.env.E2E_PORT ?? 4321)
/** The app the config's webServer built for this run (playwright.config.ts). */
export const e2eDistDir = path.resolve(e2ePort === 4321 ? "dist" : `.tmp/e2e-dist-${e2ePort}`)

type ServerOptions = Omit<Parameters<typeof startServer>[0], "port" | "host" | "dataDir" | "distDir" | "requestLog">

/** A worker-scoped fixture: `name` keeps the data folders of different specs apart. */
export const ownServer = (
  name: string,
  options: ServerOptions = {}
): [
  (
    fixtures: {},
    use: (server: RunningServer) => Promise<void>,
    workerInfo: { readonly workerIndex: number }
  ) => Promise<void>,
  { scope: "worker"; timeout: number }
] => [
  async ({}, use: (server: RunningServer) => Promise<void>, workerInfo: { readonly workerIndex: number }) => {
    const dataDir = path.resolve(`.tmp/e2e-data-${e2ePort}-${name}-${workerInfo.workerIndex}`)
    rmSync(dataDir, { recursive: true, force: true })
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir,
      distDir: e2eDistDir,
      requestLog: false,
      // Every request of a worker's tests comes from 127.0.0.1: per-address limits as roomy as the webServer's
      // (playwright.config.ts), or the 21st OTP of a worker's hour was refused (429) and a later test failed.
      // The per-mobile limits and the resend wait stay the defaults.
      limits: roomyLimits(),
      ...options
    })
    await use(server)
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  },
  { scope: "worker", timeout: 180_000 }
]

/** The newest OTP sent to `mobile`, read from the server's SMS outbox; waits for one other than `previous`. */
export const latestOtp = async (server: RunningServer, mobile: string, previous?: string): Promise<string> => {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = await server.run(Outbox.use((outbox) => outbox.latestCode(mobile)))
        return code !== undefined && code !== previous
      },
      { timeout: 10_000 }
    )
    .toBe(true)
  return code!
}

/** The OTP screen's words (src/features/otp/OtpScreen.tsx), in English unless a spec reads it in Hindi. */
export const otpWords = { field: "Enter OTP", verify: "Verify OTP" }
export const hindiOtpWords = { field: "OTP दर्ज करें", verify: "OTP सत्यापित करें" }

/**
 * A person on the OTP screen (in `scope`) types the newest code the server sent to `mobile` (one other than
 * `previous`) and presses Verify; the code comes back, for a later step to wait for a newer one.
 */
export const enterOtp = async (
  scope: Page | Locator,
  server: RunningServer,
  mobile: string,
  { previous, words = otpWords }: { readonly previous?: string; readonly words?: typeof otpWords } = {}
): Promise<string> => {
  const code = await latestOtp(server, mobile, previous)
  await scope.getByRole("textbox", { name: words.field }).fill(code)
  await scope.getByRole("button", { name: words.verify }).click()
  return code
}
