// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"

/** The Privacy Policy as the browser renders it, after the server put its periods in the page (server/http/static/retention.ts). */
const retentionListWith = async (json: string | undefined) => {
  document.head.innerHTML =
    json === undefined ? "" : `<script type="application/json" id="retention-periods">${json}</script>`
  vi.resetModules()
  const { privacyPolicy } = await import("./legal.ts")
  return privacyPolicy().sections.find((s) => s.id === "retention")?.list ?? []
}

afterEach(() => {
  document.head.innerHTML = ""
})

describe("the Privacy Policy in the browser", () => {
  it("states the periods the server configured", async () => {
    const list = await retentionListWith(
      '{"otpCodesDays":3,"smsOutboxDays":3,"idempotencyKeysHours":12,"contactMessagesDays":90,"closedEnquiriesDays":730}'
    )
    expect(list.slice(0, 4)).toEqual([
      "One-time passwords (OTPs) and the text messages that carried them: 3 days.",
      "Records that stop a form being submitted twice: 12 hours.",
      "Messages sent through the Contact Us form: 90 days.",
      "Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: 2 years after the decision."
    ])
  })

  it("states the defaults when the page carries no periods, or periods it cannot read", async () => {
    for (const json of [undefined, '{"otpCodesDays":-1}', "not json"]) {
      const list = await retentionListWith(json)
      expect(list[2]).toBe("Messages sent through the Contact Us form: 1 year.")
    }
  })
})
