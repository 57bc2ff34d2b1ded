/**
 * How and when a person may be contacted about their enquiry (issue 33, section 2): the channels they chose (a call,
 * SMS, WhatsApp, e-mail; at least one) and the hours of India time in which a call is welcome, within 09:00-21:00.
 * One Schema for the forms and the server. "Message me, don't call" is the preference without a call.
 *
 * An enquiry made without a preference (the specification's payload, or one made before the question was asked)
 * holds the default: a call and SMS, at any hour from 09:00 to 21:00.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { indiaWallClock } from "./india-time.ts"
import { validate } from "./validation.ts"

export const contactChannels = ["call", "sms", "whatsapp", "email"] as const
export type ContactChannel = (typeof contactChannels)[number]

/** The widest call window, India time: from 09:00 until 21:00. */
export const callHours = { earliest: 9, latest: 21 } as const

/** The hours a window may start at (09:00 to 20:00) and end at (10:00 to 21:00). */
export const windowStarts: ReadonlyArray<number> = Array.from(
  { length: callHours.latest - callHours.earliest },
  (_, i) => callHours.earliest + i
)
export const windowEnds: ReadonlyArray<number> = windowStarts.map((hour) => hour + 1)

const Hour = Schema.Int.check(Schema.isBetween({ minimum: callHours.earliest, maximum: callHours.latest }))

export const ContactPreference = Schema.Struct({
  channels: Schema.Array(Schema.Literals(contactChannels)).check(
    Schema.makeFilter((channels: ReadonlyArray<ContactChannel>) =>
      channels.length === 0 ? m.apply_contact_pref_choose_one() : undefined
    ),
    Schema.makeFilter((channels: ReadonlyArray<ContactChannel>) =>
      new Set(channels).size === channels.length ? undefined : m.apply_contact_pref_choose_one()
    )
  ),
  /** The first hour a call is welcome (09 to 20). */
  callFrom: Hour,
  /** The hour calls must stop by (10 to 21). */
  callTo: Hour
})
  .annotate({
    identifier: "ContactPreference",
    description: "How the person wants to hear from us, and the India-time hours in which a call is welcome"
  })
  .check(
    Schema.makeFilter((p: { callFrom: number; callTo: number }) =>
      p.callFrom < p.callTo ? undefined : { path: ["callTo"], issue: m.apply_contact_pref_window_order() }
    )
  )
export type ContactPreference = typeof ContactPreference.Type

export const defaultContactPreference: ContactPreference = {
  channels: ["call", "sms"],
  callFrom: callHours.earliest,
  callTo: callHours.latest
}

/** "Message me, don't call": every channel but the call; SMS when nothing else was chosen. */
export const withoutCalls = (p: ContactPreference): ContactPreference => {
  const rest = p.channels.filter((c) => c !== "call")
  return { ...p, channels: rest.length === 0 ? ["sms"] : rest }
}

export const wantsCalls = (p: ContactPreference): boolean => p.channels.includes("call")

/** Whether a call may be made at `now`: refused to someone who asked not to be called, or outside their window. */
export type CallVerdict =
  | { readonly _tag: "Allowed" }
  | { readonly _tag: "Refused"; readonly reason: "no-calls" | "outside-window" }

export const mayCall = (p: ContactPreference, now: Date): CallVerdict => {
  if (!wantsCalls(p)) return { _tag: "Refused", reason: "no-calls" }
  const local = indiaWallClock(now)
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes()
  return minutes >= p.callFrom * 60 && minutes < p.callTo * 60
    ? { _tag: "Allowed" }
    : { _tag: "Refused", reason: "outside-window" }
}

/** An hour as the window shows it: "09:00", "21:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, "0")}:00`

/** The edits a form makes to the preference: the channels ticked, the call window, "Message me, don't call". */
export type ContactEdit =
  | { readonly type: "Set contact channels"; readonly channels: ReadonlyArray<ContactChannel> }
  | { readonly type: "Set call window"; readonly callFrom: number; readonly callTo: number }
  | { readonly type: "Message me, don't call" }

/** The preference after an edit. The channels keep the order of `contactChannels`, whatever order they were ticked in. */
export const editContactPreference = (p: ContactPreference, edit: ContactEdit): ContactPreference => {
  switch (edit.type) {
    case "Set contact channels":
      return { ...p, channels: contactChannels.filter((c) => edit.channels.includes(c)) }
    case "Set call window":
      return { ...p, callFrom: edit.callFrom, callTo: edit.callTo }
    case "Message me, don't call":
      return withoutCalls(p)
  }
}

/** The preference's own message (no channel, a window that ends before it starts), or undefined when it is valid. */
export const contactPreferenceMessage = (p: ContactPreference): string | undefined =>
  validate(ContactPreference, p)[0]?.message
