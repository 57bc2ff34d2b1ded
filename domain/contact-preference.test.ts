/**
 * How and when a person may be contacted. India time is UTC+05:30: 09:00 IST is 03:30 UTC, 18:00 IST is 12:30 UTC and
 * 21:00 IST is 15:30 UTC. Every instant below is written in UTC with its India time beside it.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ContactPreference, defaultContactPreference, mayCall, withoutCalls } from "./contact-preference.ts"

const at = (iso: string) => new Date(iso)
const decode = (input: unknown) => Schema.decodeUnknownExit(ContactPreference)(input)
const messagesOf = (input: unknown): ReadonlyArray<string> => {
  const exit = decode(input)
  if (exit._tag === "Success") return []
  return [String(exit.cause)]
}

describe("the call window", () => {
  const evenings = { channels: ["call", "sms"], callFrom: 18, callTo: 21 } as const

  it("lets a call be made from the first minute of the window", () => {
    expect(mayCall(evenings, at("2026-03-10T12:30:00Z"))).toEqual({ _tag: "Allowed" }) // 18:00 IST
    expect(mayCall(evenings, at("2026-03-10T15:29:59Z"))).toEqual({ _tag: "Allowed" }) // 20:59:59 IST
  })

  it("refuses a call a minute before the window opens and from the hour it closes", () => {
    expect(mayCall(evenings, at("2026-03-10T12:29:00Z"))).toEqual({ _tag: "Refused", reason: "outside-window" }) // 17:59
    expect(mayCall(evenings, at("2026-03-10T15:30:00Z"))).toEqual({ _tag: "Refused", reason: "outside-window" }) // 21:00
  })

  it("holds the whole day's hours by default, 09:00 until 21:00", () => {
    expect(mayCall(defaultContactPreference, at("2026-03-10T03:29:00Z"))._tag).toBe("Refused") // 08:59 IST
    expect(mayCall(defaultContactPreference, at("2026-03-10T03:30:00Z"))._tag).toBe("Allowed") // 09:00 IST
  })

  it("refuses every call to someone who asked not to be called, whatever the hour", () => {
    const messagesOnly = { channels: ["sms", "whatsapp"], callFrom: 9, callTo: 21 } as const
    expect(mayCall(messagesOnly, at("2026-03-10T06:30:00Z"))).toEqual({ _tag: "Refused", reason: "no-calls" }) // noon
  })
})

describe("message me, don't call", () => {
  it("takes the call out and keeps the other channels", () => {
    expect(withoutCalls({ channels: ["call", "email"], callFrom: 10, callTo: 12 }).channels).toEqual(["email"])
  })

  it("leaves SMS when the call was the only channel", () => {
    expect(withoutCalls({ channels: ["call"], callFrom: 9, callTo: 21 }).channels).toEqual(["sms"])
  })
})

describe("the preference's Schema", () => {
  it("takes one channel and a window of one hour", () => {
    expect(decode({ channels: ["whatsapp"], callFrom: 20, callTo: 21 })._tag).toBe("Success")
  })

  it("asks for at least one channel, in the person's words", () => {
    expect(messagesOf({ channels: [], callFrom: 9, callTo: 21 }).join()).toContain(
      "Choose at least one way to hear from us."
    )
  })

  it("refuses a channel named twice and one it does not know", () => {
    expect(decode({ channels: ["sms", "sms"], callFrom: 9, callTo: 21 })._tag).toBe("Failure")
    expect(decode({ channels: ["fax"], callFrom: 9, callTo: 21 })._tag).toBe("Failure")
  })

  it("keeps the window inside 09:00-21:00 and its end after its start", () => {
    expect(decode({ channels: ["call"], callFrom: 8, callTo: 12 })._tag).toBe("Failure")
    expect(decode({ channels: ["call"], callFrom: 12, callTo: 22 })._tag).toBe("Failure")
    expect(messagesOf({ channels: ["call"], callFrom: 12, callTo: 12 }).join()).toContain(
      "The call window must end after it starts."
    )
  })
})
