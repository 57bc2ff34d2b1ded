/**
 * The quiet hours and the daily cap on the real server, on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL). India time is UTC+05:30: 21:00 IST is 15:30 UTC, 09:00 IST is 03:30 UTC, and 12:00 IST on
 * 10 March 2030 is 06:30 UTC. Messages held by either rule wait (queued, due at 09:00 IST); none is dropped.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Enquiries } from "../enquiries/repo.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"
import type { Gateway } from "./gateway.ts"
import { StatusMessages } from "./worker.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("message_timing", tempDir)
const password = "message timing suite password"

/** A gateway that records the keys it delivered. */
const recording = () => {
  const keys: Array<string> = []
  const gateway: Gateway = {
    sms: (m) => Effect.sync(() => void keys.push(m.idempotencyKey)),
    email: (m) => Effect.sync(() => void keys.push(m.idempotencyKey)),
    whatsapp: (m) => Effect.sync(() => void keys.push(m.idempotencyKey))
  }
  return { gateway, keys }
}

describe.each(targets)("quiet hours and the daily cap on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  let mobiles = 0

  const move = (trackingId: string, event: string) =>
    fetch(`${server.url}/api/admin/enquiries/${trackingId}/moves`, {
      method: "POST",
      headers: { "x-admin-request": "1", cookie: `loans_admin=${cookie}`, "content-type": "application/json" },
      body: JSON.stringify({ event })
    }).then((r) => r.status)
  const enquiry = (phone: string, channels: ReadonlyArray<string> = ["call", "sms"]) =>
    server
      .run(
        Enquiries.use((e) =>
          e.create({
            applicationType: "Self",
            loanType: "Personal Loan",
            first_name: "Ravi",
            last_name: "Shah",
            phone,
            referralPhone: "",
            email: "",
            location: "Pune",
            consent: true,
            contact: { channels, callFrom: 9, callTo: 21 }
          } as never)
        )
      )
      .then((c) => c.trackingId)
  const newMobile = () => `8${String(700_000_000 + ++mobiles)}`
  const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
      })
    )
  const waiting = (phone: string) =>
    sql(
      (s) => s<{ due: Date }>`
        SELECT m.next_attempt_at AS due FROM status_messages m JOIN loan_enquiries e ON e.id = m.enquiry_id
        WHERE e.phone = ${phone} AND m.state = 'queued' ORDER BY m.id
      `
    ).then((rows) => rows.map((r) => new Date(r.due).toISOString()))
  const work = (iso: string, gateway: Gateway) =>
    server.run(StatusMessages.use((s) => s.processDue(new Date(iso), gateway))).then((o) => [...o].sort())

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  beforeEach(async () => {
    await sql((s) => s`UPDATE status_messages SET state = 'stopped' WHERE state IN ('queued', 'sending', 'failed')`)
  })

  it("sends at 20:59 IST", async () => {
    const phone = newMobile()
    expect(await move(await enquiry(phone), "Fix appointment")).toBe(200)
    const { gateway, keys } = recording()
    expect(await work("2030-03-10T15:29:00Z", gateway)).toEqual(["sent"])
    expect(keys).toHaveLength(1)
  })

  it("holds a message at 21:00 IST until 09:00 IST the next day, then sends it", async () => {
    const phone = newMobile()
    expect(await move(await enquiry(phone), "Fix appointment")).toBe(200)
    const { gateway, keys } = recording()
    expect(await work("2030-03-10T15:30:00Z", gateway)).toEqual(["waiting"])
    expect(await waiting(phone)).toEqual(["2030-03-11T03:30:00.000Z"])
    expect(await work("2030-03-11T03:29:59Z", gateway)).toEqual([])
    expect(await work("2030-03-11T03:30:00Z", gateway)).toEqual(["sent"])
    expect(keys).toHaveLength(1)
  })

  it("sends 5 SMS to one mobile in an India day, through two workers at once, and holds the 6th for the morning", async () => {
    const phone = newMobile()
    // Two enquiries of the same mobile: the cap is the mobile's, whichever enquiry a message is about.
    const first = await enquiry(phone)
    const second = await enquiry(phone)
    for (const event of ["Fix appointment", "Call back", "Fix appointment"]) expect(await move(first, event)).toBe(200)
    for (const event of ["Fix appointment", "Call back", "Fix appointment"]) expect(await move(second, event)).toBe(200)
    const { gateway, keys } = recording()
    const [a, b] = await Promise.all([work("2030-03-10T06:30:00Z", gateway), work("2030-03-10T06:30:00Z", gateway)])
    expect([...a!, ...b!].sort()).toEqual(["sent", "sent", "sent", "sent", "sent", "waiting"])
    expect(keys).toHaveLength(5)
    expect(await waiting(phone)).toEqual(["2030-03-11T03:30:00.000Z"])
    // Another mobile is not held by it.
    const other = newMobile()
    expect(await move(await enquiry(other), "Fix appointment")).toBe(200)
    expect(await work("2030-03-10T06:31:00Z", gateway)).toEqual(["sent"])
    // The next India day the sixth goes.
    expect(await work("2030-03-11T03:30:00Z", gateway)).toEqual(["sent"])
    expect(new Set(keys).size).toBe(7)
  })

  it("counts SMS and WhatsApp messages against one daily cap of 5, and holds WhatsApp in the quiet hours too", async () => {
    const phone = newMobile()
    const t = await enquiry(phone, ["sms", "whatsapp"])
    // Three moves, each an SMS and a WhatsApp message: six for the mobile.
    for (const event of ["Fix appointment", "Call back", "Fix appointment"]) expect(await move(t, event)).toBe(200)
    const { gateway, keys } = recording()
    expect(await work("2030-03-10T15:30:00Z", gateway)).toEqual(Array(6).fill("waiting")) // 21:00 IST
    expect(await work("2030-03-11T03:30:00Z", gateway)).toEqual(["sent", "sent", "sent", "sent", "sent", "waiting"])
    expect(keys).toHaveLength(5)
    expect(new Set(keys.map((k) => k.split(":")[2]))).toEqual(new Set(["sms", "whatsapp"]))
    expect(await waiting(phone)).toEqual(["2030-03-12T03:30:00.000Z"])
  })
})
