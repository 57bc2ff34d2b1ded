/**
 * Browser tests of the verified-mobile flows (credit score, referral, redeem) run against their own server started
 * in the test process with `startServer` (server/main.ts), so a test can read the OTP from the SMS outbox table and
 * move an enquiry's status through the repositories, the way the back office will: never through a back door in
 * the API. One server per Playwright worker, on a free port and a fresh data folder; it serves the app that the
 * config's webServer built for this E2E_PORT.
 */

import { test as base, expect, type Page } from "@playwright/test"
import { Effect } from "effect"
import type { ApplicationStatus } from "../domain/application-status.ts"
import { Enquiries } from "../server/enquiries/repo.ts"
import type { RunningServer } from "../server/main.ts"
import { Rewards } from "../server/rewards/repo.ts"
import { latestOtp, ownServer } from "./own-server.ts"

/** Where the credit score check leaves for: answered by the test itself (page.route), never the real bureau. */
export const bureauUrl = "https://bureau.example/enrol"
/** Points per disbursed referral on this server: big enough to show Indian digit grouping (1,25,000). */
export const pointsPerReferral = 125_000

export interface VerifiedMobilesServer {
  readonly server: RunningServer
  /** The newest OTP sent to a mobile, read from the outbox; waits for one other than `previous`. */
  readonly codeFor: (mobile: string, previous?: string) => Promise<string>
  readonly setStatus: (trackingId: string, status: ApplicationStatus) => Promise<void>
  readonly payWithdrawals: (mobile: string) => Promise<void>
}

let mobiles = 0
/**
 * A mobile no other test of this run uses (OTP limits are per mobile): 9, the worker, the time, a counter. The
 * worker's digit is never 1: "91" and ten digits more reads as a country code before a mobile (domain/validation.ts).
 */
export const freshMobile = (workerIndex: number): string =>
  `9${"023456789"[workerIndex % 9]}${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobiles++ % 100).padStart(2, "0")}`

export const test = base.extend<{ site: VerifiedMobilesServer }, { verifiedServer: RunningServer }>({
  verifiedServer: ownServer("verified", { bureauUrl, rewardPointsPerReferral: pointsPerReferral }),

  baseURL: async ({ verifiedServer }, use) => use(verifiedServer.url),

  site: async ({ verifiedServer: server }, use) => {
    await use({
      server,
      codeFor: (mobile, previous) => latestOtp(server, mobile, previous),
      setStatus: (trackingId, status) => server.run(Enquiries.use((e) => e.setStatus(trackingId, status))),
      payWithdrawals: (mobile) =>
        server.run(
          Rewards.use((rewards) =>
            Effect.gen(function* () {
              for (const w of yield* rewards.withdrawals(mobile)) if (!w.paid) yield* rewards.markWithdrawalPaid(w.id)
            })
          )
        )
    })
  }
})

export { expect }

/** Pastes text into the focused field as a person does: through the clipboard and the paste shortcut. */
export const pasteInto = async (page: Page, label: string, text: string): Promise<void> => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await page.getByRole("textbox", { name: label }).focus()
  await page.keyboard.press("ControlOrMeta+V")
}

/** A code that is not `code` (a wrong guess). */
export const wrongCodeFor = (code: string): string => (code === "000000" ? "111111" : "000000")
