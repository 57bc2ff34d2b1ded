import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { invalidToken, networkError, serverError, validationError } from "../domain/failures.fixtures.ts"
import type { EnquiryEmitted, SubmitFailure, SubmitInput } from "./enquiry.machine.ts"
import { enquiryMachine } from "./enquiry.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  enquiryFailed: "Failed to submit loan application. Please try again.",
  enquiryNetwork: "An error occurred while submitting your application. Please try again.",
  enquiryVerifyMobile: "Please Verify your mobile number to proceed with the referral application.",
  location: "Location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  refereeName: "Referee name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralName: "Referral name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  sameEmail: "Your Referral's email and your email should not be the same if you are referring.",
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  locationRequired: "Please enter a location.",
  nameRequired: "Please enter your name.",
  consent: "Please agree to the Privacy Policy to continue."
} as const

const start = (
  submit: (input: SubmitInput) => Promise<{ success: true; trackingId: string; message: string }>,
  applicationType: "Self" | "Referral" = "Self"
) => {
  const calls: Array<SubmitInput> = []
  const toasts: Array<EnquiryEmitted> = []
  const actor = createActor(
    enquiryMachine.provide({
      actors: {
        submitEnquiry: fromPromise(async ({ input }: { input: SubmitInput }) => {
          calls.push(input)
          return submit(input)
        })
      }
    }),
    { input: { applicationType, loanType: "Home Loan" } }
  )
  actor.on("toast", (e) => toasts.push(e))
  actor.start()
  return { actor, calls, toasts }
}

const ok = async () => ({ success: true as const, trackingId: "K7QMX-3P9TD", message: "Thank you" })

const fillSelf = (actor: ReturnType<typeof start>["actor"]) => {
  actor.send({ type: "Edit field", field: "name", value: "Asha Rao" })
  actor.send({ type: "Edit field", field: "location", value: "Pune" })
  actor.send({ type: "Edit field", field: "mobile", value: "98765 43210" })
  actor.send({ type: "Set consent", agreed: true })
}

describe("enquiry machine", () => {
  it("starts as the type it is given, a Self enquiry when given none, not marked as coming from a referral link", () => {
    expect(
      createActor(enquiryMachine, { input: { loanType: "Home Loan" } })
        .start()
        .getSnapshot().context.form
    ).toMatchObject({ applicationType: "Self", loanType: "Home Loan" })
    const { actor } = start(ok, "Referral")
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form.applicationType).toBe("Referral")
    expect(actor.getSnapshot().context.form).not.toHaveProperty("viaLink")
  })

  it("keeps a mobile's 10 national digits once it has them, and says it must be 10 digits until then", () => {
    const { actor } = start(ok)
    actor.send({ type: "Edit field", field: "mobile", value: "98a7-6" })
    expect(actor.getSnapshot().context.form.mobile).toBe("987-6")
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.mobileLength)
    // Too many digits are never cut to another, valid-looking number
    actor.send({ type: "Edit field", field: "mobile", value: "98765432101234" })
    expect(actor.getSnapshot().context.form.mobile).toBe("98765432101234")
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.mobileLength)
    for (const field of ["mobile", "referrerMobile"] as const) {
      for (const pasted of ["+91 98765 01234", "+919876501234", "91 98765 01234", "098765 01234", "98765-01234"]) {
        actor.send({ type: "Edit field", field, value: pasted })
        expect(actor.getSnapshot().context.form[field], pasted).toBe("9876501234")
        expect(actor.getSnapshot().context.errors[field]).toBeUndefined()
      }
    }
  })

  it("typing '+91 9876501234' key by key ends at 9876501234, saying it must be 10 digits until then", () => {
    const { actor } = start(ok)
    for (const key of "+91 9876501234") {
      actor.send({ type: "Edit field", field: "mobile", value: actor.getSnapshot().context.form.mobile + key })
      const { form, errors } = actor.getSnapshot().context
      if (form.mobile !== "9876501234" && form.mobile.length > 4)
        expect(errors.mobile, form.mobile).toBe(spec.mobileLength)
    }
    expect(actor.getSnapshot().context.form.mobile).toBe("9876501234")
    expect(actor.getSnapshot().context.errors.mobile).toBeUndefined()
  })

  it("shows a location message at once while typing", () => {
    const { actor } = start(ok)
    actor.send({ type: "Edit field", field: "location", value: "Pune 4" })
    expect(actor.getSnapshot().context.errors.location).toBe(spec.location)
  })

  it("does not submit an invalid form and shows every message", () => {
    const { actor, calls } = start(ok)
    actor.send({ type: "Edit field", field: "mobile", value: "1234567890" })
    actor.send({ type: "Submit" })
    const s = actor.getSnapshot()
    expect(s.value).toBe("editing")
    expect(calls).toHaveLength(0)
    expect(s.context.errors).toMatchObject({
      mobile: spec.mobileStart,
      name: ours.nameRequired,
      location: ours.locationRequired
    })
  })

  it("submits the spec's payload, then resets the form and holds the tracking ID", async () => {
    const { actor, calls } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("submitting")
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 3000 })
    expect(calls[0]?.payload).toEqual({
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: "9876543210",
      referralPhone: "",
      location: "Pune",
      consent: true,
      contact: { channels: ["call", "sms"], callFrom: 9, callTo: 21 }
    })
    const s = actor.getSnapshot()
    expect(s.context.trackingId).toBe("K7QMX-3P9TD")
    expect(s.context.form.name).toBe("")
    expect(s.context.form.consent).toBe(false)
    actor.send({ type: "Done" })
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("keeps the form, toasts the server's message and reuses the idempotency key on retry", async () => {
    let fail: SubmitFailure | undefined = serverError("Service busy")
    const { actor, calls, toasts } = start(async () => {
      if (fail) throw fail
      return ok()
    })
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: "Service busy" }])
    expect(actor.getSnapshot().context.form.name).toBe("Asha Rao")
    fail = networkError()
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts[1]?.message).toBe(spec.enquiryNetwork)
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey)
    actor.send({ type: "Edit field", field: "location", value: "Mumbai" })
    fail = undefined
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 3000 })
    expect(calls[2]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey)
  })

  it("falls back to the spec's message when the server gives none, and shows the server's field messages", async () => {
    const { actor, toasts } = start(async () => {
      throw validationError([{ path: "phone", message: spec.mobileStart }])
    })
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts[0]?.message).toBe(spec.enquiryFailed)
    expect(actor.getSnapshot().context.errors.mobile).toBe(spec.mobileStart)
  })

  it("a refused form with the server's own message toasts that message", async () => {
    const { actor, toasts } = start(async () => {
      throw validationError([], "Please check the form.")
    })
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: "Please check the form." }])
  })

  it("a failure without any value: the spec's generic toast, the form kept", async () => {
    const { actor, toasts } = start(() => Promise.reject(undefined))
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.enquiryFailed }])
    expect(actor.getSnapshot().context.form.name).toBe("Asha Rao")
  })

  it("needs the consent box ticked (issue 14): unticked, it says so and sends nothing; ticking clears the message", () => {
    const { actor, calls } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Set consent", agreed: false })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().context.errors).toEqual({ consent: ours.consent })
    actor.send({ type: "Set consent", agreed: true })
    expect(actor.getSnapshot().context.errors.consent).toBeUndefined()
    actor.send({ type: "Switch to referral" })
    expect(actor.getSnapshot().context.form.consent).toBe(false)
  })

  it("ticking the consent box after a refused submit clears its own message only", () => {
    const { actor } = start(ok)
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors).toMatchObject({
      name: ours.nameRequired,
      location: ours.locationRequired,
      consent: ours.consent
    })
    actor.send({ type: "Set consent", agreed: true })
    const errors = actor.getSnapshot().context.errors
    expect(errors.consent).toBeUndefined()
    expect(errors.name).toBe(ours.nameRequired)
    expect(errors.location).toBe(ours.locationRequired)
  })

  it("clears the form when switching between Self and Referral, and keeps it when choosing the type it has", () => {
    const { actor } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Switch to self" })
    expect(actor.getSnapshot().context.form.name).toBe("Asha Rao")
    actor.send({ type: "Switch to referral" })
    expect(actor.getSnapshot().context.form).toMatchObject({
      applicationType: "Referral",
      name: "",
      mobile: "",
      loanType: "Home Loan"
    })
    actor.send({ type: "Edit field", field: "name", value: "Ravi" })
    actor.send({ type: "Switch to referral" })
    expect(actor.getSnapshot().context.form.name).toBe("Ravi")
    actor.send({ type: "Switch to self" })
    expect(actor.getSnapshot().context.form.applicationType).toBe("Self")
  })

  it("refuses a referral whose two mobiles or e-mails are the same, and editing the referrer's side clears it", () => {
    const { actor, calls } = start(ok, "Referral")
    const edit = (field: Parameters<typeof actor.send>[0] & { type: "Edit field" }) => actor.send(field)
    for (const [field, value] of [
      ["name", "Asha Rao"],
      ["location", "Pune"],
      ["mobile", "9876543210"],
      ["email", "Asha@Example.com "],
      ["referrerName", "Ravi Kumar"],
      ["referrerLocation", "Mumbai"],
      ["referrerEmail", "asha@example.com"],
      ["referrerMobile", "9876543210"]
    ] as const)
      edit({ type: "Edit field", field, value })
    actor.send({ type: "Set consent", agreed: true })
    actor.send({ type: "Submit" })
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().context.errors).toMatchObject({ mobile: spec.samePhone, email: spec.sameEmail })
    edit({ type: "Edit field", field: "referrerMobile", value: "9123456780" })
    expect(actor.getSnapshot().context.errors.mobile).toBeUndefined()
    expect(actor.getSnapshot().context.errors.email).toBe(spec.sameEmail)
    edit({ type: "Edit field", field: "referrerEmail", value: "ravi@example.com" })
    expect(actor.getSnapshot().context.errors.email).toBeUndefined()
  })

  it("uses the referee and referral name messages in Referral mode", () => {
    const { actor } = start(ok, "Referral")
    actor.send({ type: "Edit field", field: "name", value: "R2D2" })
    actor.send({ type: "Edit field", field: "referrerName", value: "C3PO" })
    expect(actor.getSnapshot().context.errors).toMatchObject({
      name: spec.refereeName,
      referrerName: spec.referralName
    })
  })

  it("changes the loan type without touching the form", () => {
    const { actor } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Choose loan type", loanType: "Auto Loan" })
    expect(actor.getSnapshot().context.form).toMatchObject({ loanType: "Auto Loan", name: "Asha Rao" })
  })
})

describe("enquiry machine in referral-link mode", () => {
  const link = { referrerName: "Ravi Kumar", referrerMobile: "9876543210" }
  /** A link makes the enquiry a Referral whatever type it is opened with. */
  const startLink = (
    find: () => Promise<{ mobile: string; token: string } | undefined>,
    submit: (input: SubmitInput) => Promise<{ success: true; trackingId: string; message: string }> = ok
  ) => {
    const calls: Array<SubmitInput> = []
    const toasts: Array<EnquiryEmitted> = []
    const actor = createActor(
      enquiryMachine.provide({
        actors: {
          submitEnquiry: fromPromise(async ({ input }: { input: SubmitInput }) => {
            calls.push(input)
            return submit(input)
          }),
          findVerifiedMobile: fromPromise(find)
        }
      }),
      { input: { loanType: "Personal Loan", applicationType: "Self", referralLink: link } }
    )
    actor.on("toast", (e) => toasts.push(e))
    actor.start()
    return { actor, calls, toasts }
  }
  const fillVisible = (actor: ReturnType<typeof startLink>["actor"]) => {
    actor.send({ type: "Edit field", field: "name", value: "Asha Rao" })
    actor.send({ type: "Edit field", field: "location", value: "Pune" })
    actor.send({ type: "Set consent", agreed: true })
  }

  it("starts as a Referral via the link while it looks for the verified mobile", () => {
    const { actor } = startLink(() => new Promise(() => {}))
    expect(actor.getSnapshot().value).toBe("findingVerifiedMobile")
    expect(actor.getSnapshot().context.form.applicationType).toBe("Referral")
    expect(actor.getSnapshot().context.form.viaLink).toBe(true)
  })

  it("without a verified mobile, or when looking for it fails: the spec's toast, and the machine ends (the view goes home)", async () => {
    const none = async () => undefined
    const failing = async () => {
      throw new Error("storage unavailable")
    }
    for (const find of [none, failing]) {
      const { actor, toasts } = startLink(find)
      await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
      expect(actor.getSnapshot().value).toBe("unverified")
      expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.enquiryVerifyMobile }])
    }
  })

  it("with one: a Referral with the referrer and the verified mobile filled in and locked", async () => {
    const { actor } = startLink(async () => ({ mobile: "9123456780", token: "referral-token" }))
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(actor.getSnapshot().context.form).toMatchObject({
      applicationType: "Referral",
      referrerName: "Ravi Kumar",
      referrerMobile: "9876543210",
      mobile: "9123456780"
    })
    actor.send({ type: "Edit field", field: "mobile", value: "9000000000" })
    actor.send({ type: "Edit field", field: "referrerName", value: "Someone Else" })
    actor.send({ type: "Edit field", field: "referrerMobile", value: "9000000001" })
    actor.send({ type: "Switch to self" })
    expect(actor.getSnapshot().context.form).toMatchObject({
      applicationType: "Referral",
      mobile: "9123456780",
      referrerName: "Ravi Kumar",
      referrerMobile: "9876543210"
    })
  })

  it("the enquiry carries the referral token and goes via the link, asking nothing more of the referrer", async () => {
    const { actor, calls } = startLink(async () => ({ mobile: "9123456780", token: "referral-token" }))
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    fillVisible(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 3000 })
    expect(calls[0]).toMatchObject({
      token: "referral-token",
      payload: {
        applicationType: "Referral",
        via: "link",
        phone: "9123456780",
        referralPhone: "9876543210",
        referralName: "Ravi Kumar",
        first_name: "Asha"
      }
    })
    expect(calls[0]?.payload).not.toHaveProperty("referralEmail")
    expect(calls[0]?.payload).not.toHaveProperty("referralLocation")
  })

  it("a refused token: the spec's toast, and the machine ends", async () => {
    const { actor, toasts } = startLink(
      async () => ({ mobile: "9123456780", token: "expired" }),
      async () => {
        throw invalidToken()
      }
    )
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    fillVisible(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.status === "done", { timeout: 3000 })
    expect(actor.getSnapshot().value).toBe("unverified")
    expect(toasts.at(-1)?.message).toBe(spec.enquiryVerifyMobile)
  })

  it("an enquiry outside the link mode carries no token", async () => {
    const { actor, calls } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"), { timeout: 3000 })
    expect(calls[0]).not.toHaveProperty("token")
  })
})

describe("how the applicant wants to hear from us", () => {
  it("starts as a call and SMS from 09:00 to 21:00 and sends that when left alone", async () => {
    const { actor, calls } = start(ok)
    expect(actor.getSnapshot().context.form.contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
    fillSelf(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"))
    expect(calls[0]?.payload.contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
  })

  it("'message me, don't call' takes the call out in one step and keeps the window", async () => {
    const { actor, calls } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Set call window", callFrom: 18, callTo: 20 })
    actor.send({ type: "Message me, don't call" })
    expect(actor.getSnapshot().context.form.contact).toEqual({ channels: ["sms"], callFrom: 18, callTo: 20 })
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("submitted"))
    expect(calls[0]?.payload.contact).toEqual({ channels: ["sms"], callFrom: 18, callTo: 20 })
  })

  it("keeps the channels in one order whatever order they are ticked in", () => {
    const { actor } = start(ok)
    actor.send({ type: "Set contact channels", channels: ["email", "call", "whatsapp"] })
    expect(actor.getSnapshot().context.form.contact.channels).toEqual(["call", "whatsapp", "email"])
  })

  it("says at once when no way is ticked or the window ends before it starts, and refuses Submit", () => {
    const { actor, calls } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Set contact channels", channels: [] })
    expect(actor.getSnapshot().context.errors.contact).toBe("Choose at least one way to hear from us.")
    actor.send({ type: "Set contact channels", channels: ["call"] })
    actor.send({ type: "Set call window", callFrom: 15, callTo: 12 })
    expect(actor.getSnapshot().context.errors.contact).toBe("The call window must end after it starts.")
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(calls).toEqual([])
  })

  it("asks for the e-mail field when e-mail is chosen, and lets the message go when e-mail is unticked", () => {
    const { actor } = start(ok)
    fillSelf(actor)
    actor.send({ type: "Set contact channels", channels: ["email"] })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.email).toBe("Enter an e-mail address to hear from us by e-mail.")
    actor.send({ type: "Set contact channels", channels: ["whatsapp"] })
    expect(actor.getSnapshot().context.errors.email).toBeUndefined()
  })

  it("asks for the friend's e-mail in Referral, and goes back to the default when switching", () => {
    const { actor } = start(ok, "Referral")
    actor.send({ type: "Set contact channels", channels: ["email"] })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.email).toBe(
      "Enter your friend's e-mail address for us to write to them by e-mail."
    )
    actor.send({ type: "Switch to self" })
    expect(actor.getSnapshot().context.form.contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
  })
})
