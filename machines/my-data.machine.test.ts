import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import {
  consentNotFound,
  invalidToken,
  networkError,
  serverError,
  tooManyRequests,
  validationError
} from "../domain/failures.fixtures.ts"
import type { ErasureDone, MyConsent, MyData } from "../domain/my-data.ts"
import { type CorrectionForm, myDataMachine } from "./my-data.machine.ts"
import { fakeOtpActors } from "./otp.fixtures.ts"
import type { SendOtpInput } from "./otp.machine.ts"

/** Our words, written out (the oracle; never imported from the code under test). */
const words = {
  details: "Please describe what is wrong and what it should be (at most 1,000 characters).",
  field: "Please say which detail is wrong (at most 60 characters).",
  expired: "Your verification has expired. Please verify your mobile number again.",
  eraseFailed: "We could not erase your data. Please try again.",
  downloadFailed: "We could not download your data. Please try again.",
  correctionFailed: "We could not send your correction request. Please try again.",
  network: "Please check your connection and try again.",
  withdrawFailed: "We could not withdraw your consent. Please try again.",
  consentNotFound: "We hold no such consent record for your mobile number."
}

const data = (enquiries = 1): MyData => ({
  mobile: "9123456780",
  enquiries: Array.from({ length: enquiries }, () => ({
    trackingId: "LN7K2QX",
    role: "applicant" as const,
    applicationType: "Self",
    loanType: "Home Loan",
    status: "Call Back",
    name: "Asha Rao",
    email: null,
    location: "Pune",
    createdAt: "2026-11-20T10:00:00Z",
    updatedAt: "2026-11-20T10:00:00Z"
  })),
  creditEnquiries: [],
  contactMessages: [],
  rewards: [],
  withdrawals: [],
  consents: [],
  corrections: [],
  grievances: [],
  shares: [],
  otp: [],
  smsSent: []
})

const consent: MyConsent = {
  id: "3",
  purpose: "loan-enquiry",
  noticeVersion: "2026-11-24",
  channel: "web",
  givenAt: "2026-11-20T10:00:00Z",
  withdrawnAt: null,
  trackingId: "LN7K2QX",
  lenders: ["Kaveri Finance Limited"]
}
const otherConsent: MyConsent = { ...consent, id: "4", purpose: "contact", trackingId: null, lenders: [] }
const withdrawnConsent: MyConsent = { ...consent, withdrawnAt: "2026-11-29T06:30:00Z" }
/** The records with two consents, the first the one withdrawn here. */
const withConsents = (): MyData => ({ ...data(), consents: [consent, otherConsent] })

const erased: ErasureDone = {
  success: true,
  erased: true,
  message: "Your data has been erased and your consent withdrawn.",
  counts: {
    enquiries: 1,
    referrals: 0,
    creditEnquiries: 0,
    contactMessages: 0,
    rewards: 0,
    withdrawals: 0,
    consents: 1,
    corrections: 0,
    grievances: 0,
    shares: 0,
    otp: 1,
    sms: 1
  }
}

interface Fakes {
  load?: () => Promise<MyData>
  download?: () => Promise<void>
  correct?: (request: CorrectionForm) => Promise<{ message: string }>
  erase?: () => Promise<ErasureDone>
  withdraw?: (consentId: string) => Promise<MyConsent>
}

const start = (fakes: Fakes = {}) => {
  const sent: Array<SendOtpInput> = []
  const tokens: Array<string> = []
  const toasts: Array<string> = []
  /** What each call on the records was given (the token, and the correction). */
  const inputs: { download: Array<unknown>; correct: Array<unknown>; erase: Array<unknown>; withdraw: Array<unknown> } =
    { download: [], correct: [], erase: [], withdraw: [] }
  const sendOtp = async (input: SendOtpInput) => {
    sent.push(input)
  }
  const actor = createActor(
    myDataMachine.provide({
      actors: {
        ...fakeOtpActors(sendOtp, async () => ({ token: "my-data-token" })),
        loadMyData: fromPromise(async ({ input }: { input: { token: string } }) => {
          tokens.push(input.token)
          return (fakes.load ?? (async () => data()))()
        }),
        downloadMyData: fromPromise(async ({ input }: { input: { token: string } }) => {
          inputs.download.push(input)
          return (fakes.download ?? (async () => {}))()
        }),
        sendCorrection: fromPromise(async ({ input }: { input: { token: string; request: CorrectionForm } }) => {
          inputs.correct.push(input)
          return (fakes.correct ?? (async () => ({ message: "Sent." })))(input.request)
        }),
        eraseMyData: fromPromise(async ({ input }: { input: { token: string } }) => {
          inputs.erase.push(input)
          return (fakes.erase ?? (async () => erased))()
        }),
        withdrawConsent: fromPromise(async ({ input }: { input: { token: string; consentId: string } }) => {
          inputs.withdraw.push(input)
          return (fakes.withdraw ?? (async () => withdrawnConsent))(input.consentId)
        })
      }
    })
  )
  actor.on("toast", (e) => toasts.push(e.message))
  actor.start()
  const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef
  return { actor, child, sent, tokens, toasts, inputs }
}

/** Through the mobile entry and the OTP screen to the records. */
const verified = async (fakes: Fakes = {}) => {
  const run = start(fakes)
  run.child("mobileEntry").send({ type: "Type mobile", value: "9123456780" })
  run.child("mobileEntry").send({ type: "Submit" })
  await waitFor(run.actor, (s) => s.matches("verifying"), { timeout: 3000 })
  run.child("otp").send({ type: "Type code", value: "123456" })
  run.child("otp").send({ type: "Verify" })
  return run
}

/** Failures in the order the fake gives them, one per call. */
const failing =
  (...failures: Array<unknown>) =>
  () =>
    Promise.reject(failures.shift())

/** Verified, with the records on screen. */
const ready = async (fakes: Fakes = {}) => {
  const run = await verified(fakes)
  await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
  return run
}

describe("my data machine", () => {
  it("starts on the mobile entry with an empty correction form and nothing held", () => {
    const run = start()
    expect(run.actor.getSnapshot().value).toBe("entering")
    expect(run.actor.getSnapshot().context).toEqual({
      mobile: "",
      resendInSeconds: undefined,
      token: undefined,
      data: undefined,
      correction: { record: "other", field: "", details: "" },
      errors: {},
      erasure: undefined,
      withdrawal: undefined
    })
  })

  it("sends the OTP for my-data, and loads the records with the token", async () => {
    const run = await verified()
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(run.sent).toEqual([{ mobile: "9123456780", purpose: "my-data" }])
    expect(run.tokens).toEqual(["my-data-token"])
    expect(run.actor.getSnapshot().context.data?.enquiries[0]?.trackingId).toBe("LN7K2QX")
  })

  it("'Change number' on the OTP step goes back to the mobile entry, and the next code goes to the new number", async () => {
    const run = start()
    run.child("mobileEntry").send({ type: "Type mobile", value: "9123456780" })
    run.child("mobileEntry").send({ type: "Submit" })
    await waitFor(run.actor, (s) => s.matches("verifying"), { timeout: 3000 })
    run.actor.send({ type: "Change number" })
    expect(run.actor.getSnapshot().value).toBe("entering")
    expect(run.child("otp")).toBeUndefined()
    run.child("mobileEntry").send({ type: "Type mobile", value: "9988776655" })
    run.child("mobileEntry").send({ type: "Submit" })
    await waitFor(run.actor, (s) => s.matches("verifying"), { timeout: 3000 })
    expect(run.sent).toEqual([
      { mobile: "9123456780", purpose: "my-data" },
      { mobile: "9988776655", purpose: "my-data" }
    ])
    expect(run.child("otp").getSnapshot().context.mobile).toBe("9988776655")
  })

  it("says a failed load and tries again; an expired token goes back to the mobile entry", async () => {
    let answers: Array<() => Promise<MyData>> = [
      async () => {
        throw networkError()
      },
      async () => data()
    ]
    const run = await verified({ load: () => answers.shift()!() })
    await waitFor(run.actor, (s) => s.matches("loadFailed"), { timeout: 3000 })
    run.actor.send({ type: "Try again" })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })

    answers = [
      async () => {
        throw invalidToken()
      }
    ]
    const expired = await verified({ load: () => answers.shift()!() })
    await waitFor(expired.actor, (s) => s.matches("expired"), { timeout: 3000 })
    expect(expired.actor.getSnapshot().context.token).toBeUndefined()
    expired.actor.send({ type: "Verify again" })
    expect(expired.actor.getSnapshot().value).toBe("entering")
  })

  it("checks a correction before sending it, sends it, and reloads the records", async () => {
    const requests: Array<CorrectionForm> = []
    const run = await verified({
      correct: async (r) => {
        requests.push(r)
        return { message: "Your correction request has been sent. We will reply within 30 days." }
      }
    })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    run.actor.send({ type: "Ask for a correction", record: "enquiry:LN7K2QX" })
    run.actor.send({ type: "Send correction" })
    expect(run.actor.getSnapshot().matches({ ready: { correcting: "editing" } })).toBe(true)
    expect(run.actor.getSnapshot().context.errors).toEqual({ field: words.field, details: words.details })
    run.actor.send({ type: "Type detail", value: "Last name" })
    run.actor.send({ type: "Type description", value: "x".repeat(1001) })
    run.actor.send({ type: "Send correction" })
    expect(run.actor.getSnapshot().context.errors).toEqual({ details: words.details })
    run.actor.send({ type: "Type description", value: "It is Rao-Iyer." })
    run.actor.send({ type: "Send correction" })
    await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
    expect(requests).toEqual([{ record: "enquiry:LN7K2QX", field: "Last name", details: "It is Rao-Iyer." }])
    expect(run.toasts).toEqual(["Your correction request has been sent. We will reply within 30 days."])
    expect(run.tokens).toHaveLength(2)
  })

  it("the record chosen on the form is the one the correction is about, sent with the token", async () => {
    const run = await ready()
    run.actor.send({ type: "Ask for a correction" })
    run.actor.send({ type: "Choose record", value: "enquiry:LN7K2QX" })
    run.actor.send({ type: "Type detail", value: "Last name" })
    run.actor.send({ type: "Type description", value: "It is Rao-Iyer." })
    run.actor.send({ type: "Send correction" })
    await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
    expect(run.inputs.correct).toEqual([
      { token: "my-data-token", request: { record: "enquiry:LN7K2QX", field: "Last name", details: "It is Rao-Iyer." } }
    ])
  })

  it("'Cancel correction' goes back to the records and sends nothing", async () => {
    const run = await ready()
    run.actor.send({ type: "Ask for a correction", record: "enquiry:LN7K2QX" })
    run.actor.send({ type: "Type detail", value: "Last name" })
    run.actor.send({ type: "Cancel correction" })
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
    run.actor.send({ type: "Send correction" })
    expect(run.inputs.correct).toEqual([])
  })

  it("typing the detail or the description, or choosing a record, clears that message only", async () => {
    const run = await verified({
      correct: async () => {
        throw validationError(
          [
            { path: "record", message: "Not yours." },
            { path: "details", message: "Too vague." }
          ],
          "Not yours."
        )
      }
    })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    run.actor.send({ type: "Ask for a correction" })
    run.actor.send({ type: "Send correction" })
    expect(run.actor.getSnapshot().context.errors).toEqual({ field: words.field, details: words.details })
    run.actor.send({ type: "Type detail", value: "Name" })
    expect(run.actor.getSnapshot().context.errors).toEqual({ details: words.details })
    run.actor.send({ type: "Type detail", value: "" })
    run.actor.send({ type: "Send correction" })
    run.actor.send({ type: "Type description", value: "Wrong" })
    expect(run.actor.getSnapshot().context.errors).toEqual({ field: words.field })
    run.actor.send({ type: "Type detail", value: "Name" })
    run.actor.send({ type: "Send correction" })
    await waitFor(run.actor, (s) => s.context.errors.record !== undefined, { timeout: 3000 })
    expect(run.actor.getSnapshot().context.errors).toEqual({ record: "Not yours.", details: "Too vague." })
    run.actor.send({ type: "Choose record", value: "enquiry:LN7K2QX" })
    expect(run.actor.getSnapshot().context.errors).toEqual({ details: "Too vague." })
  })

  it("shows the server's field messages on a refused correction", async () => {
    const run = await verified({
      correct: async () => {
        throw validationError([{ path: "record", message: "Not yours." }], "Not yours.")
      }
    })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    run.actor.send({ type: "Ask for a correction" })
    run.actor.send({ type: "Type detail", value: "Name" })
    run.actor.send({ type: "Type description", value: "Wrong" })
    run.actor.send({ type: "Send correction" })
    await waitFor(run.actor, (s) => s.matches({ ready: { correcting: "editing" } }), { timeout: 3000 })
    expect(run.actor.getSnapshot().context.errors).toEqual({ record: "Not yours." })
  })

  it("a correction refused without field messages says the server's words, else ours, else to check the connection, and keeps the form", async () => {
    const run = await ready({
      correct: failing(
        serverError("A correction for this record is already open."),
        validationError([]),
        networkError()
      )
    })
    run.actor.send({ type: "Ask for a correction", record: "enquiry:LN7K2QX" })
    run.actor.send({ type: "Type detail", value: "Last name" })
    run.actor.send({ type: "Type description", value: "It is Rao-Iyer." })
    for (const _ of [1, 2, 3]) {
      run.actor.send({ type: "Send correction" })
      expect(run.actor.getSnapshot().matches({ ready: { correcting: "sending" } })).toBe(true)
      await waitFor(run.actor, (s) => s.matches({ ready: { correcting: "editing" } }), { timeout: 3000 })
      expect(run.actor.getSnapshot().context).toMatchObject({
        correction: { record: "enquiry:LN7K2QX", field: "Last name", details: "It is Rao-Iyer." },
        errors: {}
      })
    }
    expect(run.toasts).toEqual(["A correction for this record is already open.", words.correctionFailed, words.network])
  })

  it("an expired token on a correction forgets it, asks to verify again, and leads back to the mobile entry", async () => {
    const run = await ready({ correct: failing(invalidToken()) })
    run.actor.send({ type: "Ask for a correction" })
    run.actor.send({ type: "Type detail", value: "Last name" })
    run.actor.send({ type: "Type description", value: "It is Rao-Iyer." })
    run.actor.send({ type: "Send correction" })
    await waitFor(run.actor, (s) => s.matches("expired"), { timeout: 3000 })
    expect(run.toasts).toEqual([words.expired])
    expect(run.actor.getSnapshot().context).toMatchObject({ token: undefined, data: undefined })
    run.actor.send({ type: "Verify again" })
    expect(run.actor.getSnapshot().value).toBe("entering")
  })

  it("erases only after a confirmation, and ends with what was erased", async () => {
    let erases = 0
    const run = await verified({
      erase: async () => {
        erases += 1
        return erased
      }
    })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    run.actor.send({ type: "Erase my data" })
    run.actor.send({ type: "Cancel erase" })
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
    expect(erases).toBe(0)
    run.actor.send({ type: "Erase my data" })
    run.actor.send({ type: "Confirm erase" })
    await waitFor(run.actor, (s) => s.status === "done", { timeout: 3000 })
    expect(erases).toBe(1)
    expect(run.actor.getSnapshot().context.erasure).toEqual(erased)
    expect(run.actor.getSnapshot().context.data).toBeUndefined()
  })

  it("a refused erasure says the server's words, else ours, and one with no answer to check the connection; it stays on the records, each try with the token", async () => {
    const run = await ready({
      erase: failing(
        serverError("Your data cannot be erased while a grievance is open."),
        serverError(),
        undefined,
        new Error("offline")
      )
    })
    for (const _ of [1, 2, 3, 4]) {
      run.actor.send({ type: "Erase my data" })
      run.actor.send({ type: "Confirm erase" })
      await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
      expect(run.actor.getSnapshot().context).toMatchObject({ data: data(), erasure: undefined })
    }
    expect(run.toasts).toEqual([
      "Your data cannot be erased while a grievance is open.",
      words.eraseFailed,
      words.network,
      words.network
    ])
    expect(run.inputs.erase).toEqual(Array(4).fill({ token: "my-data-token" }))
  })

  it("an expired token on an erasure erases nothing, forgets it and asks to verify again", async () => {
    const run = await ready({ erase: failing(invalidToken()) })
    run.actor.send({ type: "Erase my data" })
    run.actor.send({ type: "Confirm erase" })
    await waitFor(run.actor, (s) => s.matches("expired"), { timeout: 3000 })
    expect(run.toasts).toEqual([words.expired])
    expect(run.actor.getSnapshot().context).toMatchObject({ token: undefined, erasure: undefined })
  })

  it("says a failed erasure or download and stays on the records; an expired token on download asks to verify", async () => {
    const run = await verified({
      erase: async () => {
        throw networkError()
      },
      download: async () => {
        throw invalidToken()
      }
    })
    await waitFor(run.actor, (s) => s.matches("ready"), { timeout: 3000 })
    run.actor.send({ type: "Erase my data" })
    run.actor.send({ type: "Confirm erase" })
    await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
    expect(run.toasts).toEqual([words.network])
    run.actor.send({ type: "Download" })
    await waitFor(run.actor, (s) => s.matches("expired"), { timeout: 3000 })
    expect(run.toasts).toEqual([words.network, words.expired])
  })

  it("a download is asked for with the token and comes back to the records without a word", async () => {
    const run = await ready()
    run.actor.send({ type: "Download" })
    expect(run.actor.getSnapshot().matches({ ready: "downloading" })).toBe(true)
    await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
    expect(run.inputs.download).toEqual([{ token: "my-data-token" }])
    expect(run.toasts).toEqual([])
  })

  it("a failed download says the server's words, else ours, else to check the connection, and stays on the records", async () => {
    const run = await ready({
      download: failing(serverError("Downloads are paused for maintenance."), serverError(), networkError())
    })
    for (const _ of [1, 2, 3]) {
      run.actor.send({ type: "Download" })
      await waitFor(run.actor, (s) => s.matches({ ready: "viewing" }), { timeout: 3000 })
      expect(run.actor.getSnapshot().context.data).toEqual(data())
    }
    expect(run.toasts).toEqual(["Downloads are paused for maintenance.", words.downloadFailed, words.network])
  })

  it("withdraws a consent only after a confirmation, with the token, and the record shows its date without a reload", async () => {
    const run = await ready({ load: async () => withConsents() })
    run.actor.send({ type: "Withdraw consent", consentId: "3" })
    expect(run.actor.getSnapshot().matches({ ready: { withdrawing: "confirming" } })).toBe(true)
    expect(run.inputs.withdraw).toEqual([])
    run.actor.send({ type: "Confirm withdrawal" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "done" } }), { timeout: 3000 })
    expect(run.inputs.withdraw).toEqual([{ token: "my-data-token", consentId: "3" }])
    expect(run.actor.getSnapshot().context.data?.consents).toEqual([
      { ...consent, withdrawnAt: "2026-11-29T06:30:00Z" },
      otherConsent
    ])
    // Loaded once: the date comes from the answer, not from reading everything again.
    expect(run.tokens).toEqual(["my-data-token"])
    run.actor.send({ type: "Close" })
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
  })

  it("'Cancel withdrawal' goes back to the records and withdraws nothing", async () => {
    const run = await ready({ load: async () => withConsents() })
    run.actor.send({ type: "Withdraw consent", consentId: "4" })
    run.actor.send({ type: "Cancel withdrawal" })
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
    expect(run.inputs.withdraw).toEqual([])
    expect(run.actor.getSnapshot().context.data?.consents).toEqual([consent, otherConsent])
  })

  it("a failed withdrawal is said in the dialog (no answer: the connection; refused: the server's words, else ours) and can be tried again", async () => {
    const run = await ready({
      load: async () => withConsents(),
      withdraw: failing(networkError(), tooManyRequests("Too many requests. Please try again later."), serverError())
    })
    run.actor.send({ type: "Withdraw consent", consentId: "3" })
    run.actor.send({ type: "Confirm withdrawal" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "failed" } }), { timeout: 3000 })
    expect(run.actor.getSnapshot().context.withdrawal).toEqual({ consentId: "3", failure: words.network })
    run.actor.send({ type: "Try again" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "failed" } }), { timeout: 3000 })
    expect(run.actor.getSnapshot().context.withdrawal?.failure).toBe("Too many requests. Please try again later.")
    run.actor.send({ type: "Try again" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "failed" } }), { timeout: 3000 })
    expect(run.actor.getSnapshot().context.withdrawal?.failure).toBe(words.withdrawFailed)
    expect(run.inputs.withdraw).toHaveLength(3)
    expect(run.actor.getSnapshot().context.data?.consents).toEqual([consent, otherConsent])
    expect(run.toasts).toEqual([])
    run.actor.send({ type: "Cancel withdrawal" })
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
  })

  it("a failure then a success: the second try withdraws it", async () => {
    const answers: Array<() => Promise<MyConsent>> = [
      async () => {
        throw networkError()
      },
      async () => withdrawnConsent
    ]
    const run = await ready({ load: async () => withConsents(), withdraw: () => answers.shift()!() })
    run.actor.send({ type: "Withdraw consent", consentId: "3" })
    run.actor.send({ type: "Confirm withdrawal" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "failed" } }), { timeout: 3000 })
    run.actor.send({ type: "Try again" })
    await waitFor(run.actor, (s) => s.matches({ ready: { withdrawing: "done" } }), { timeout: 3000 })
    expect(run.actor.getSnapshot().context.data?.consents[0]?.withdrawnAt).toBe("2026-11-29T06:30:00Z")
  })

  it("a consent no longer held (erased meanwhile) says so and reads the records again", async () => {
    const run = await ready({ load: async () => withConsents(), withdraw: failing(consentNotFound()) })
    run.actor.send({ type: "Withdraw consent", consentId: "3" })
    run.actor.send({ type: "Confirm withdrawal" })
    await waitFor(run.actor, (s) => s.matches("ready") && run.tokens.length === 2, { timeout: 3000 })
    expect(run.toasts).toEqual([words.consentNotFound])
    expect(run.actor.getSnapshot().matches({ ready: "viewing" })).toBe(true)
  })

  it("an expired token on a withdrawal withdraws nothing, forgets it and asks to verify again", async () => {
    const run = await ready({ load: async () => withConsents(), withdraw: failing(invalidToken()) })
    run.actor.send({ type: "Withdraw consent", consentId: "3" })
    run.actor.send({ type: "Confirm withdrawal" })
    await waitFor(run.actor, (s) => s.matches("expired"), { timeout: 3000 })
    expect(run.toasts).toEqual([words.expired])
    expect(run.actor.getSnapshot().context.token).toBeUndefined()
  })
})
