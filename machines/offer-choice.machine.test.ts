import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import { invalidToken, networkError, validationError } from "../domain/failures.fixtures.ts"
import type { OfferChosen } from "../domain/offer-choice.ts"
import { ProposalNotFound, ProposalTaken } from "../domain/offers-api.ts"
import { type ChooseInput, type ChosenOfferView, offerChoiceMachine } from "./offer-choice.machine.ts"
import { fakeOtpActors } from "./otp.fixtures.ts"
import type { SendOtpInput } from "./otp.machine.ts"

/** Our words, written out: the oracle, never imported from domain/. */
const ours = {
  nameRequired: "Please enter your name.",
  mobile: "Mobile number must be 10 digits",
  emailRequired: "Please enter your email address.",
  locationRequired: "Please enter a location.",
  consent: "Please agree to the Privacy Policy to continue.",
  network: "An error occurred while submitting your application. Please try again."
} as const

const proposalNumber = "K7QMX3P9TDABCDEFGHJK"

/** ICICI Bank's offer of ₹5,00,000 over 36 months (server/offers/offers.test.ts works its figures by hand). */
const icici: ChosenOfferView = {
  loanType: "Personal Loan",
  lender: { legalName: "ICICI Bank Limited" },
  offer: { amount: 500_000, tenureMonths: 36, emi: 16_426.24, apr: 12.48, ratePercent: 11.24, rateType: "fixed" }
}

/** A token as the server writes it (payload readable by the browser; the signature is not checked here). */
const tokenFor = (mobile: string) =>
  `${btoa(JSON.stringify({ v: 1, m: mobile, p: "offer", e: 4_102_444_800 })).replace(/=+$/u, "")}.sig`

const chosen: OfferChosen = {
  success: true,
  trackingId: "K7QMX-3P9TD",
  lender: "ICICI Bank Limited",
  message: "Thank you for submitting your loan application. Our team will contact you shortly."
}

const start = (
  choose: (input: ChooseInput) => Promise<OfferChosen>,
  fetch: () => Promise<ChosenOfferView> = async () => icici,
  number = proposalNumber
) => {
  const sends: Array<string> = []
  const verifies: Array<string> = []
  const sent: Array<ChooseInput> = []
  const toasts: Array<string> = []
  const sendOtp = async (input: SendOtpInput) => {
    sends.push(`${input.purpose}:${input.mobile}`)
  }
  const actor = createActor(
    offerChoiceMachine.provide({
      actors: {
        fetchOffer: fromPromise(fetch),
        ...fakeOtpActors(sendOtp, async (input) => {
          verifies.push(`${input.purpose}:${input.mobile}:${input.code}`)
          return { token: tokenFor(input.mobile) }
        }),
        chooseOffer: fromPromise(async ({ input }: { input: ChooseInput }) => {
          sent.push(input)
          return choose(input)
        })
      }
    }),
    { input: { proposalNumber: number } }
  ).start()
  actor.on("toast", (e) => toasts.push(e.message))
  const fill = () => {
    for (const [field, value] of [
      ["name", " Asha  Rao "],
      ["mobile", "+91 98765 43210"],
      ["email", "asha@example.in"],
      ["location", "Pune"]
    ] as const)
      actor.send({ type: "Edit field", field, value })
    actor.send({ type: "Set consent", agreed: true })
  }
  const verify = async () => {
    await waitFor(actor, (s) => s.matches("verifying"), { timeout: 1000 })
    const otp = actor.getSnapshot().children.otp as AnyActorRef
    otp.send({ type: "Type code", value: "123456" })
    otp.send({ type: "Verify" })
  }
  return { actor, sends, verifies, sent, toasts, fill, verify }
}

describe("choosing an offer", () => {
  it("loads the offer, verifies the mobile by OTP, sends the details with the token and shows the tracking ID", async () => {
    const t = start(async () => chosen)
    await waitFor(t.actor, (s) => s.matches("editing"))
    expect(t.actor.getSnapshot().context.offer?.lender.legalName).toBe("ICICI Bank Limited")
    t.fill()
    t.actor.send({ type: "Submit" })
    await t.verify()
    await waitFor(t.actor, (s) => s.matches("submitted"))
    expect(t.sends).toEqual(["offer:9876543210"])
    expect(t.verifies).toEqual(["offer:9876543210:123456"])
    expect(t.sent).toEqual([
      {
        payload: {
          proposalNumber,
          first_name: "Asha",
          last_name: "Rao",
          phone: "9876543210",
          email: "asha@example.in",
          location: "Pune",
          consent: true,
          contact: { channels: ["call", "sms"], callFrom: 9, callTo: 21 }
        },
        token: tokenFor("9876543210")
      }
    ])
    expect(t.actor.getSnapshot().context.trackingId).toBe("K7QMX-3P9TD")
    t.actor.send({ type: "Done" })
    expect(t.actor.getSnapshot().status).toBe("done")
  })

  it("an empty form shows every field's message and the consent's, and sends no OTP", async () => {
    const t = start(async () => chosen)
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.actor.send({ type: "Edit field", field: "mobile", value: "98765" })
    t.actor.send({ type: "Submit" })
    expect(t.actor.getSnapshot().context.errors).toEqual({
      name: ours.nameRequired,
      mobile: ours.mobile,
      email: ours.emailRequired,
      location: ours.locationRequired,
      consent: ours.consent
    })
    expect(t.actor.getSnapshot().value).toBe("editing")
    expect(t.sends).toEqual([])
  })

  it("an unknown or expired offer is not found; a failed load is tried again", async () => {
    const gone = start(
      async () => chosen,
      async () => {
        throw new ProposalNotFound({ success: false, message: "gone" })
      }
    )
    await waitFor(gone.actor, (s) => s.matches("notFound"))
    const empty = start(async () => chosen, undefined, "  ")
    expect(empty.actor.getSnapshot().value).toBe("notFound")

    let calls = 0
    const flaky = start(
      async () => chosen,
      async () => {
        if (++calls === 1) throw networkError()
        return icici
      }
    )
    await waitFor(flaky.actor, (s) => s.matches("failed"))
    flaky.actor.send({ type: "Retry" })
    await waitFor(flaky.actor, (s) => s.matches("editing"))
    expect(calls).toBe(2)
  })

  it("a field the server refuses shows its message; the token is kept, so the next Submit sends no new OTP", async () => {
    let first = true
    const t = start(async () => {
      if (first) {
        first = false
        throw validationError([{ path: "location", message: "Location should contain only letters." }])
      }
      return chosen
    })
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Submit" })
    await t.verify()
    await waitFor(t.actor, (s) => s.matches("editing") && t.sent.length === 1)
    expect(t.actor.getSnapshot().context.errors.location).toBe("Location should contain only letters.")
    t.actor.send({ type: "Submit" })
    await waitFor(t.actor, (s) => s.matches("submitted"))
    expect(t.sends).toEqual(["offer:9876543210"])
    expect(t.sent).toHaveLength(2)
  })

  it("a refused token is dropped: the next Submit verifies the mobile again", async () => {
    let first = true
    const t = start(async () => {
      if (first) {
        first = false
        throw invalidToken("Please verify your mobile number with the OTP to choose this offer.")
      }
      return chosen
    })
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Submit" })
    await t.verify()
    await waitFor(t.actor, (s) => s.matches("editing") && t.sent.length === 1)
    expect(t.toasts).toEqual(["Please verify your mobile number with the OTP to choose this offer."])
    expect(t.actor.getSnapshot().context.token).toBeUndefined()
    t.actor.send({ type: "Submit" })
    await t.verify()
    await waitFor(t.actor, (s) => s.matches("submitted"))
    expect(t.sends).toHaveLength(2)
  })

  it("an offer chosen with another mobile, or gone meanwhile: the server's words, the form kept; no answer: ours", async () => {
    const failures: Array<unknown> = [
      new ProposalTaken({ success: false, message: "This offer was already chosen. Please look at the offers again." }),
      new ProposalNotFound({
        success: false,
        message: "This offer is no longer open. Please look at the offers again."
      }),
      networkError()
    ]
    const t = start(async () => {
      throw failures.shift()
    })
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Submit" })
    await t.verify()
    for (let n = 1; n <= 3; n++) {
      await waitFor(t.actor, (s) => s.matches("editing") && t.sent.length === n)
      if (n < 3) t.actor.send({ type: "Submit" })
    }
    expect(t.toasts).toEqual([
      "This offer was already chosen. Please look at the offers again.",
      "This offer is no longer open. Please look at the offers again.",
      ours.network
    ])
    expect(t.actor.getSnapshot().context.form.name).toBe(" Asha  Rao ")
  })

  it("Change details leaves the OTP screen for the form", async () => {
    const t = start(async () => chosen)
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Submit" })
    await waitFor(t.actor, (s) => s.matches("verifying"))
    t.actor.send({ type: "Change details" })
    expect(t.actor.getSnapshot().value).toBe("editing")
  })
})

describe("how the person wants to hear from us, choosing an offer", () => {
  it("sends 'message me, don't call' with WhatsApp ticked", async () => {
    const t = start(async () => chosen)
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Set contact channels", channels: ["whatsapp", "call", "sms"] })
    t.actor.send({ type: "Message me, don't call" })
    t.actor.send({ type: "Submit" })
    await t.verify()
    await waitFor(t.actor, (s) => s.matches("submitted"))
    expect(t.sent[0]?.payload.contact).toEqual({ channels: ["sms", "whatsapp"], callFrom: 9, callTo: 21 })
  })

  it("says at once that a way to hear from us is needed, and sends no OTP until one is ticked", async () => {
    const t = start(async () => chosen)
    await waitFor(t.actor, (s) => s.matches("editing"))
    t.fill()
    t.actor.send({ type: "Set contact channels", channels: [] })
    expect(t.actor.getSnapshot().context.errors.contact).toBe("Choose at least one way to hear from us.")
    t.actor.send({ type: "Submit" })
    expect(t.actor.getSnapshot().value).toBe("editing")
    expect(t.sends).toEqual([])
    t.actor.send({ type: "Set contact channels", channels: ["email"] })
    expect(t.actor.getSnapshot().context.errors.contact).toBeUndefined()
  })
})
