/** The RETENTION_* variables (README): the periods by default, each one overridable, nonsense refused. */
import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Settings } from "../config.ts"

const fromEnv = (env: Record<string, string>) =>
  Effect.runPromise(
    Effect.result(Settings.fromEnv.pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env })))))
  )

describe("retention settings", () => {
  it("default to 7 days, 7 days, 24 hours, 365 days and 180 days", async () => {
    const result = await fromEnv({})
    expect(result._tag).toBe("Success")
    if (result._tag === "Success")
      expect(result.success.retention).toEqual({
        otpCodesDays: 7,
        smsOutboxDays: 7,
        idempotencyKeysHours: 24,
        contactMessagesDays: 365,
        closedEnquiriesDays: 180
      })
  })

  it("take each period from its variable", async () => {
    const result = await fromEnv({
      RETENTION_OTP_DAYS: "3",
      RETENTION_SMS_OUTBOX_DAYS: "2",
      RETENTION_IDEMPOTENCY_HOURS: "48",
      RETENTION_CONTACT_MESSAGES_DAYS: "730",
      RETENTION_CLOSED_ENQUIRIES_DAYS: "90"
    })
    expect(result._tag === "Success" && result.success.retention).toEqual({
      otpCodesDays: 3,
      smsOutboxDays: 2,
      idempotencyKeysHours: 48,
      contactMessagesDays: 730,
      closedEnquiriesDays: 90
    })
  })

  it.each([["0"], ["-5"], ["soon"]])("refuse RETENTION_OTP_DAYS=%s", async (value) => {
    expect((await fromEnv({ RETENTION_OTP_DAYS: value }))._tag).toBe("Failure")
  })
})
