/**
 * How and when an applicant may be contacted, on the real server, on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL): the preference an enquiry carries is stored as it was chosen (for a Referral, the referred
 * friend's); an enquiry without one (the specification's payload) holds a call and SMS from 09:00 to 21:00; a bad
 * preference is refused with its message (in Hindi when asked) and nothing is written.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { referralEnquiry, selfEnquiry } from "../../domain/enquiry.fixtures.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("contact_prefs", tempDir)

interface Stored {
  readonly channels: ReadonlyArray<string>
  readonly callFrom: number
  readonly callTo: number
}

describe.each(targets)("the contact preference of an enquiry on $name", (target) => {
  let server: RunningServer
  let mobiles = 0

  const newMobile = () => `7${String(700_000_000 + ++mobiles)}`
  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/loan-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.orDie(
        Effect.gen(function* () {
          return yield* run(yield* SqlClient.SqlClient)
        })
      )
    )
  const preferenceOf = (trackingId: string) =>
    query(
      (sql) => sql<Stored>`
        SELECT contact_channels AS channels, call_from AS "callFrom", call_to AS "callTo"
        FROM loan_enquiries WHERE tracking_id = ${trackingId}
      `
    ).then((rows) => rows[0])
  const count = () =>
    query((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM loan_enquiries`).then((rows) => rows[0]!.n)
  const trackingIdOf = async (response: Response) => {
    expect(response.status).toBe(201)
    return ((await response.json()) as { trackingId: string }).trackingId
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 120_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("stores the ways and the call window a Self applicant chose", async () => {
    const contact = { channels: ["call", "whatsapp", "email"], callFrom: 18, callTo: 21 }
    const t = await trackingIdOf(await submit({ ...selfEnquiry, phone: newMobile(), contact }))
    expect(await preferenceOf(t)).toEqual({ channels: ["call", "whatsapp", "email"], callFrom: 18, callTo: 21 })
  })

  it("stores 'message me, don't call' sent with an Idempotency-Key, and replays it once", async () => {
    const body = { ...selfEnquiry, phone: newMobile(), contact: { channels: ["sms"], callFrom: 9, callTo: 21 } }
    const key = { "idempotency-key": "b6c1a9e4-7f3d-4a55-9a0e-3c2d1e0f9a81" }
    const t = await trackingIdOf(await submit(body, key))
    const again = await submit(body, key)
    expect(((await again.json()) as { trackingId: string }).trackingId).toBe(t)
    expect(await preferenceOf(t)).toEqual({ channels: ["sms"], callFrom: 9, callTo: 21 })
  })

  it("stores a referred friend's preference on the friend's enquiry", async () => {
    const contact = { channels: ["whatsapp"], callFrom: 10, callTo: 12 }
    const t = await trackingIdOf(await submit({ ...referralEnquiry, phone: newMobile(), contact }))
    expect(await preferenceOf(t)).toEqual({ channels: ["whatsapp"], callFrom: 10, callTo: 12 })
  })

  it("gives the specification's payload, which says nothing of it, a call and SMS from 09:00 to 21:00", async () => {
    const t = await trackingIdOf(await submit({ ...selfEnquiry, phone: newMobile() }))
    expect(await preferenceOf(t)).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
  })

  it("refuses a preference without a channel, with a window out of hours, or e-mail without an address: nothing written", async () => {
    const before = await count()
    const refusal = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await submit(body, headers)
      expect(response.status).toBe(400)
      return ((await response.json()) as { errors: ReadonlyArray<{ path: string; message: string }> }).errors
    }
    const phone = newMobile()
    expect(await refusal({ ...selfEnquiry, phone, contact: { channels: [], callFrom: 9, callTo: 21 } })).toEqual([
      { path: "contact.channels", message: "Choose at least one way to hear from us." }
    ])
    expect(await refusal({ ...selfEnquiry, phone, contact: { channels: ["call"], callFrom: 14, callTo: 10 } })).toEqual(
      [{ path: "contact.callTo", message: "The call window must end after it starts." }]
    )
    expect(
      (await refusal({ ...selfEnquiry, phone, contact: { channels: ["call"], callFrom: 7, callTo: 10 } }))[0]?.path
    ).toBe("contact.callFrom")
    const { email: _, ...withoutEmail } = selfEnquiry
    const emailOnly = { channels: ["email"], callFrom: 9, callTo: 21 }
    expect(await refusal({ ...withoutEmail, phone, contact: emailOnly })).toEqual([
      { path: "email", message: "Enter an e-mail address to hear from us by e-mail." }
    ])
    expect(await refusal({ ...withoutEmail, phone, contact: emailOnly }, { "accept-language": "hi" })).toEqual([
      { path: "email", message: "ई-मेल से सूचना पाने के लिए ई-मेल पता दर्ज करें।" }
    ])
    expect(await count()).toBe(before)
  })
})
