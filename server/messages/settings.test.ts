/** The status messages' variables: the DLT fields all or none, each checked; SMTP_URL's scheme; the lower bounds. */
import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { messageSettingsFromEnv } from "./settings.ts"

const read = (env: Record<string, string>) =>
  Effect.runPromise(
    messageSettingsFromEnv.pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env }))), Effect.result)
  )
const refusal = async (env: Record<string, string>) => {
  const result = await read(env)
  if (result._tag === "Success") throw new Error("accepted")
  return (result.failure as Error).message
}

const templates = {
  SMS_DLT_TEMPLATE_CALL_BACK: "1107170000000000001",
  SMS_DLT_TEMPLATE_DECLINED: "1107170000000000002",
  SMS_DLT_TEMPLATE_APPOINTMENT_FIXED: "1107170000000000003",
  SMS_DLT_TEMPLATE_LOGIN: "1107170000000000004",
  SMS_DLT_TEMPLATE_UNDERWRITING: "1107170000000000005",
  SMS_DLT_TEMPLATE_APPROVED: "1107170000000000006",
  SMS_DLT_TEMPLATE_REJECTED: "1107170000000000007",
  SMS_DLT_TEMPLATE_DISBURSED: "1107170000000000008"
}
const dlt = { SMS_DLT_ENTITY_ID: "1101000000000000001", SMS_DLT_SENDER: "ARTHKA", ...templates }

describe("the status messages' settings", () => {
  it("read the DLT entity, sender and a template ID per status", async () => {
    const result = await read(dlt)
    expect(result._tag === "Success" && result.success.dlt).toEqual({
      entityId: "1101000000000000001",
      sender: "ARTHKA",
      templates: {
        call_back: "1107170000000000001",
        declined: "1107170000000000002",
        appointment_fixed: "1107170000000000003",
        login: "1107170000000000004",
        underwriting: "1107170000000000005",
        approved: "1107170000000000006",
        rejected: "1107170000000000007",
        disbursed: "1107170000000000008"
      }
    })
  })

  it("refuse DLT fields given in part, naming the missing ones", async () => {
    const { SMS_DLT_TEMPLATE_LOGIN: _, ...withoutLogin } = dlt
    expect(await refusal(withoutLogin)).toBe("The SMS gateway's DLT fields are incomplete: set SMS_DLT_TEMPLATE_LOGIN")
    expect(await refusal({ SMS_DLT_SENDER: "ARTHKA" })).toMatch(
      /^The SMS gateway's DLT fields are incomplete: set SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_CALL_BACK/u
    )
  })

  it("refuse a sender that is not six capital letters and IDs that are not digits", async () => {
    expect(await refusal({ ...dlt, SMS_DLT_SENDER: "Arthika" })).toBe("SMS_DLT_SENDER must be six capital letters")
    expect(await refusal({ ...dlt, SMS_DLT_ENTITY_ID: "ENT-1" })).toBe("SMS_DLT_ENTITY_ID must be digits")
    expect(await refusal({ ...dlt, SMS_DLT_TEMPLATE_APPROVED: "T6" })).toBe("SMS_DLT_TEMPLATE_APPROVED must be digits")
  })

  it("refuse an SMTP_URL that is not smtp or smtps, a cap of 0 and a claim shorter than 30 seconds", async () => {
    expect(await refusal({ SMTP_URL: "http://smtp.example.in" })).toBe("SMTP_URL must start with smtp:// or smtps://")
    expect(await refusal({ MESSAGE_DAILY_CAP: "0" })).toBe("MESSAGE_DAILY_CAP must be 1 or more")
    expect(await refusal({ MESSAGE_CLAIM_SECONDS: "29" })).toBe("MESSAGE_CLAIM_SECONDS must be 30 or more")
  })
})
