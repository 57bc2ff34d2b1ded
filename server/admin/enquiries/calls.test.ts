/**
 * Calls logged in the back office against the person's contact preference, on the real server with its clock set to
 * a chosen India-time moment (29 November 2026; India is UTC+05:30, so 19:30 IST is 14:00 UTC): the preference shown
 * on the enquiry and the queue's "messages only" flag; a call inside the window logged in the audit; a call outside
 * it, or to someone who asked not to be called, refused (409) with nothing written; the window's boundary minutes
 * (from 18:00 inclusive to 21:00 exclusive); and two calls logged at once, both audited. On the embedded database,
 * and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Enquiries } from "../../enquiries/repo.ts"
import { roomyLimits } from "../../limits/rules.ts"
import { clockAt, type RunningServer, startServer } from "../../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("calls", tempDir)
const password = "correct horse battery staple"

/** 29 November 2026 at `hour`:`minute`:`second` India time, as Unix milliseconds. */
const ist = (hour: number, minute = 0, second = 0) =>
  Date.UTC(2026, 10, 29, hour, minute, second) - (5 * 60 + 30) * 60_000

describe.each(targets)("logging calls in the back office on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  let now = ist(11)

  const call = (route: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: init.method ?? "GET",
      headers: {
        cookie: `loans_admin=${cookie}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.method === undefined ? {} : { "x-admin-request": "1" }),
        ...init.headers
      },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === "string" ? init.body : JSON.stringify(init.body) })
    })
  const logCall = (trackingId: string, body: unknown) =>
    call(`/enquiries/${trackingId}/calls`, { method: "POST", body })
  const detail = async (trackingId: string) => (await (await call(`/enquiries/${trackingId}`)).json()).data
  const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
      })
    )
  const callsAudited = async (trackingId: string) =>
    (
      await sql<{ n: number }>(
        (s) =>
          s`SELECT count(*)::int AS n FROM admin_audit_log WHERE subject = ${`enquiry:${trackingId}`} AND action LIKE 'Call:%'`
      )
    )[0]!.n
  /** A new enquiry whose person chose `channels`, calls welcome from `callFrom` to `callTo` India time. */
  const enquiry = async (first: string, channels: ReadonlyArray<string>, callFrom: number, callTo: number) => {
    const { trackingId } = await server.run(
      Enquiries.use((e) =>
        e.create({
          applicationType: "Self",
          loanType: "Home Loan",
          first_name: first,
          last_name: "Iyer",
          phone: "9876512345",
          email: "",
          location: "Chennai",
          consent: true,
          referralPhone: ""
        } as never)
      )
    )
    await sql(
      (s) => s`UPDATE loan_enquiries SET contact_channels = ${`{${channels.join(",")}}`}::text[],
        call_from = ${callFrom}, call_to = ${callTo} WHERE tracking_id = ${trackingId}`
    )
    return trackingId
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      clock: clockAt(() => now),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  beforeEach(() => {
    now = ist(11)
  })

  it("shows the preference on the enquiry, and the queue flags someone who asked not to be called", async () => {
    const evenings = await enquiry("Lakshmi", ["call", "whatsapp"], 18, 21)
    const messagesOnly = await enquiry("Meena", ["sms", "email"], 9, 21)
    expect((await detail(evenings)).contact).toEqual({ channels: ["call", "whatsapp"], callFrom: 18, callTo: 21 })
    expect((await detail(messagesOnly)).contact).toEqual({ channels: ["sms", "email"], callFrom: 9, callTo: 21 })
    expect((await detail(evenings)).noCalls).toBe(false)
    expect((await detail(messagesOnly)).noCalls).toBe(true)

    const rows = (await (await call("/enquiries?q=Iyer")).json()).data.items as Array<{
      trackingId: string
      noCalls: boolean
    }>
    expect(rows.find((r) => r.trackingId === evenings)?.noCalls).toBe(false)
    expect(rows.find((r) => r.trackingId === messagesOnly)?.noCalls).toBe(true)
  })

  it("an enquiry made without the question holds the default: a call and SMS, 09:00 to 21:00", async () => {
    const { trackingId } = await server.run(
      Enquiries.use((e) =>
        e.create({
          applicationType: "Self",
          loanType: "Personal Loan",
          first_name: "Arun",
          last_name: "Iyer",
          phone: "9876512346",
          email: "",
          location: "Madurai",
          consent: true,
          referralPhone: ""
        } as never)
      )
    )
    expect((await detail(trackingId)).contact).toEqual({ channels: ["call", "sms"], callFrom: 9, callTo: 21 })
  })

  it("logs a call inside the person's window in the audit, with its outcome, the note and who made it", async () => {
    const trackingId = await enquiry("Priya", ["call", "sms"], 18, 21)
    now = ist(19, 30)
    const response = await logCall(trackingId, { outcome: "reached", note: "  Will send the salary slips  " })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.data.trackingId).toBe(trackingId)
    expect(body.data.audit).toEqual([
      {
        at: expect.any(String),
        who: "Administrator",
        action: "Call: Reached",
        from: null,
        to: "reached",
        note: "Will send the salary slips"
      }
    ])
    expect((await detail(trackingId)).audit).toEqual(body.data.audit)
    const [row] = await sql<{ client: string | null }>(
      (s) => s`SELECT client FROM admin_audit_log WHERE subject = ${`enquiry:${trackingId}`}`
    )
    expect(row?.client).toBe("127.0.0.1")
  })

  it("refuses a call outside the person's window (409) and writes nothing", async () => {
    const trackingId = await enquiry("Kavya", ["call", "sms"], 18, 21)
    now = ist(12, 15)
    const response = await logCall(trackingId, { outcome: "no-answer" })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      _tag: "CallRefused",
      success: false,
      message: "Outside this person's call window: call between 18:00 and 21:00 India time.",
      reason: "outside-window",
      callFrom: 18,
      callTo: 21
    })
    expect(await callsAudited(trackingId)).toBe(0)
    expect((await detail(trackingId)).audit).toEqual([])
  })

  it("refuses a call to someone who asked not to be called (409), even inside the hours, and writes nothing", async () => {
    const trackingId = await enquiry("Divya", ["sms", "whatsapp"], 9, 21)
    now = ist(13)
    const response = await logCall(trackingId, { outcome: "reached", note: "tried" })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      _tag: "CallRefused",
      success: false,
      message: "Messages only: this person asked not to be called.",
      reason: "no-calls",
      callFrom: 9,
      callTo: 21
    })
    expect(await callsAudited(trackingId)).toBe(0)
  })

  it("allows calls from the window's first minute and refuses them from its end", async () => {
    const trackingId = await enquiry("Sneha", ["call"], 18, 21)
    const statusAt = async (moment: number) => {
      now = moment
      return (await logCall(trackingId, { outcome: "no-answer" })).status
    }
    expect(await statusAt(ist(17, 59, 59))).toBe(409)
    expect(await statusAt(ist(18, 0, 0))).toBe(200)
    expect(await statusAt(ist(20, 59, 59))).toBe(200)
    expect(await statusAt(ist(21, 0, 0))).toBe(409)
    expect(await callsAudited(trackingId)).toBe(2)
  })

  it("audits both of two calls logged at the same moment", async () => {
    const trackingId = await enquiry("Anjali", ["call", "email"], 10, 12)
    now = ist(11, 45)
    const [first, second] = await Promise.all([
      logCall(trackingId, { outcome: "reached", note: "first line" }),
      logCall(trackingId, { outcome: "call-back-later", note: "second line" })
    ])
    expect([first!.status, second!.status]).toEqual([200, 200])
    expect(await callsAudited(trackingId)).toBe(2)
    const audit = (await detail(trackingId)).audit as Array<{ action: string; note: string }>
    expect(audit.map((a) => `${a.action} / ${a.note}`).sort()).toEqual([
      "Call: Asked to call back later / second line",
      "Call: Reached / first line"
    ])
  })

  it("answers 404 for an unknown enquiry, 400 for an unknown outcome and 415 for a body that is not JSON", async () => {
    now = ist(12)
    expect((await logCall("AB12CD34EF56", { outcome: "reached" })).status).toBe(404)
    const trackingId = await enquiry("Ritu", ["call"], 9, 21)
    expect((await logCall(trackingId, { outcome: "voicemail" })).status).toBe(400)
    const notJson = await call(`/enquiries/${trackingId}/calls`, {
      method: "POST",
      body: "outcome=reached",
      headers: { "content-type": "text/plain" }
    })
    expect(notJson.status).toBe(415)
    expect(await callsAudited(trackingId)).toBe(0)
  })
})
