/** The status messages' variables: the DLT fields all or none, each checked; SMTP_URL's scheme; the lower bounds. */
import { ConfigProvider, Effect, Redacted } from "effect"
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
  SMS_DLT_TEMPLATE_DISBURSED: "1107170000000000008",
  SMS_DLT_TEMPLATE_REWARD_EARNED: "1107170000000000009"
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
        disbursed: "1107170000000000008",
        reward_earned: "1107170000000000009"
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

  it("read the WhatsApp sender, both or neither, each template named by its variable or by our own name", async () => {
    const neither = await read({})
    expect(neither._tag === "Success" && neither.success.whatsapp).toBeUndefined()
    const result = await read({
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_ACCESS_TOKEN: "EAAG-token",
      WHATSAPP_TEMPLATE_APPROVED: "loan_approved_v2"
    })
    if (result._tag !== "Success" || result.success.whatsapp === undefined) throw new Error("refused")
    const { accessToken, ...rest } = result.success.whatsapp
    expect(Redacted.value(accessToken)).toBe("EAAG-token")
    expect(rest).toEqual({
      apiUrl: "https://graph.facebook.com/v21.0",
      phoneNumberId: "106540352242922",
      templates: {
        call_back: "call_back",
        declined: "declined",
        appointment_fixed: "appointment_fixed",
        login: "login",
        underwriting: "underwriting",
        approved: "loan_approved_v2",
        rejected: "rejected",
        disbursed: "disbursed"
      }
    })
  })

  it("refuse half a WhatsApp sender, a phone number ID that is not digits and a template name with capitals", async () => {
    expect(await refusal({ WHATSAPP_ACCESS_TOKEN: "EAAG-token" })).toBe(
      "WHATSAPP_ACCESS_TOKEN is set: set WHATSAPP_PHONE_NUMBER_ID too"
    )
    expect(await refusal({ WHATSAPP_PHONE_NUMBER_ID: "106540352242922" })).toBe(
      "WHATSAPP_PHONE_NUMBER_ID is set: set WHATSAPP_ACCESS_TOKEN too"
    )
    const sender = { WHATSAPP_PHONE_NUMBER_ID: "106540352242922", WHATSAPP_ACCESS_TOKEN: "EAAG-token" }
    expect(await refusal({ ...sender, WHATSAPP_PHONE_NUMBER_ID: "+91 98" })).toBe(
      "WHATSAPP_PHONE_NUMBER_ID must be digits"
    )
    expect(await refusal({ ...sender, WHATSAPP_TEMPLATE_LOGIN: "Login" })).toBe(
      "WHATSAPP_TEMPLATE_LOGIN must be lower-case letters, digits and underscores"
    )
  })
})
