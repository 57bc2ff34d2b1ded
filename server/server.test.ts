/**
 * The real server on an ephemeral port, driven with fetch: on the embedded database (a fresh temp DATA_DIR), and
 * again on a PostgreSQL server when TEST_DATABASE_URL is set (each run in its own schema, dropped afterwards).
 */

import { mkdirSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApplicationStatus } from "../domain/application-status.ts"
import { referralEnquiry, selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  enquirySuccess: "Thank you for submitting your loan application. Our team will contact you shortly.",
  location: "Location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  refereeName: "Referee name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralLocation: "Referral location must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  referralName: "Referral name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  sameEmail: "Your Referral's email and your email should not be the same if you are referring.",
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring."
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  email: "Please enter a valid email address.",
  nameRequired: "Please enter your name.",
  referralEmailRequired: "Please enter your email address.",
  referralNameRequired: "Please enter your name."
} as const

const tempDir = useTempDirs()
const targets = databaseTargets("server", tempDir)

/** A stand-in for `vite build` output: index.html and one hashed asset. */
const fakeDist = () => {
  const dir = tempDir("loans-dist-")
  mkdirSync(path.join(dir, "assets"))
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`
  )
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))})\n`)
  return dir
}

/** A valid Self enquiry with its own mobile (so concurrent ones differ). */
const selfWithPhone = (i: number) => ({ ...selfEnquiry, phone: String(9_000_000_000 + i) })

describe.each(targets)("server on $name", (target) => {
  let server: RunningServer
  let logs: Array<string>

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/loan-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body)
    })
  const track = (id: string) => fetch(`${server.url}/api/loan-enquiries/track-application/${encodeURIComponent(id)}`)
  const count = () => server.run(Enquiries.use((e) => e.count))

  beforeAll(async () => {
    logs = []
    const log = console.log
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => {
      logs.push(args.map(String).join(" "))
      if (process.env.SERVER_TEST_LOGS) log(...args)
    })
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: fakeDist(),
      // Many requests from one address (127.0.0.1): the per-address limits are raised here, on purpose (server/limits.test.ts tests them).
      limits: roomyLimits(),
      ...target.settings()
    })
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  describe("POST /api/loan-enquiries", () => {
    it("stores a Self enquiry with status Call Back and answers 201 with a tracking ID", async () => {
      const before = await count()
      const response = await post(selfEnquiry)
      expect(response.status).toBe(201)
      const body = await response.json()
      expect(body).toEqual({
        success: true,
        trackingId: expect.stringMatching(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u),
        message: spec.enquirySuccess
      })
      expect(await count()).toBe(before + 1)

      const tracked = await track(body.trackingId)
      expect(tracked.status).toBe(200)
      const text = await tracked.text()
      // Anyone with the tracking ID may look: the first name and the last name's initial, never the full name.
      expect(text).not.toContain("Rao")
      const data = JSON.parse(text).data
      expect(data).toEqual({
        name: "Asha R.",
        loanType: "Personal Loan",
        status: "Call Back",
        createdAt: expect.any(String),
        updatedAt: expect.any(String)
      })
      expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt)
      expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000)
    })

    it("stores a Referral enquiry and tracks it under the referred person's name", async () => {
      const before = await count()
      const response = await post(referralEnquiry)
      expect(response.status).toBe(201)
      const { trackingId } = await response.json()
      expect(await count()).toBe(before + 1)
      const { data } = await (await track(trackingId)).json()
      expect(data).toMatchObject({ name: "Meera I.", loanType: "Home Loan", status: "Call Back" })
    })

    it("trims the name when there is no last name", async () => {
      const { trackingId } = await (await post({ ...selfEnquiry, last_name: "" })).json()
      expect((await (await track(trackingId)).json()).data.name).toBe("Asha")
    })

    it("shows a whole name sent as the first name as its first word and the next word's initial", async () => {
      const { trackingId } = await (await post({ ...selfEnquiry, first_name: "Asha Devi", last_name: "Rao" })).json()
      expect((await (await track(trackingId)).json()).data.name).toBe("Asha D.")
    })

    const { referralEmail: _omitted, ...referralWithoutEmail } = referralEnquiry
    const invalid: Array<[string, unknown, string, string]> = [
      ["a short mobile", { ...selfEnquiry, phone: "98765" }, "phone", spec.mobileLength],
      ["a mobile with letters", { ...selfEnquiry, phone: "98765abcde" }, "phone", spec.mobileLength],
      ["an 11-digit mobile", { ...selfEnquiry, phone: "98765432101" }, "phone", spec.mobileLength],
      ...["1", "2", "3", "4", "5"].map((d): [string, unknown, string, string] => [
        `a mobile starting with ${d}`,
        { ...selfEnquiry, phone: `${d}876543210` },
        "phone",
        spec.mobileStart
      ]),
      ["a name with digits", { ...selfEnquiry, first_name: "Asha2" }, "first_name", spec.name],
      ["a last name with digits", { ...selfEnquiry, last_name: "Rao7" }, "last_name", spec.name],
      ["an empty name", { ...selfEnquiry, first_name: "" }, "first_name", ours.nameRequired],
      ["a location with digits", { ...selfEnquiry, location: "Pune 411001" }, "location", spec.location],
      ["a bad e-mail", { ...selfEnquiry, email: "asha@" }, "email", ours.email],
      [
        "an unknown loan type",
        { ...selfEnquiry, loanType: "Gold Loan" },
        "loanType",
        "Please choose one of our eight loan types."
      ],
      [
        "a referral mobile starting with 5",
        { ...referralEnquiry, referralPhone: "5876543210" },
        "referralPhone",
        spec.mobileStart
      ],
      ["a referee name with digits", { ...referralEnquiry, first_name: "Meera3" }, "first_name", spec.refereeName],
      [
        "a referrer name with digits",
        { ...referralEnquiry, referralName: "Asha 2" },
        "referralName",
        spec.referralName
      ],
      [
        "a referrer location with digits",
        { ...referralEnquiry, referralLocation: "Pune1" },
        "referralLocation",
        spec.referralLocation
      ],
      [
        "the referral's mobile equal to the referrer's",
        { ...referralEnquiry, phone: referralEnquiry.referralPhone },
        "phone",
        spec.samePhone
      ],
      ["the same e-mail in another case", { ...referralEnquiry, email: "Asha@Example.IN" }, "email", spec.sameEmail],
      [
        "an empty referrer e-mail",
        { ...referralEnquiry, referralEmail: "" },
        "referralEmail",
        ours.referralEmailRequired
      ],
      ["no referrer e-mail at all", referralWithoutEmail, "referralEmail", ours.referralEmailRequired],
      ["an empty referrer name", { ...referralEnquiry, referralName: "" }, "referralName", ours.referralNameRequired],
      ["a Self enquiry with a referral mobile", { ...selfEnquiry, referralPhone: "9876543211" }, "referralPhone", ""],
      ["an unknown application type", { ...selfEnquiry, applicationType: "Friend" }, "", ""]
    ]

    it.each(invalid)("answers 400 for %s and stores nothing", async (_case, payload, fieldPath, message) => {
      const before = await count()
      const response = await post(payload)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.success).toBe(false)
      expect(body.errors.length).toBeGreaterThan(0)
      const issue = body.errors.find((e: { path: string }) => e.path === fieldPath)
      expect(issue, JSON.stringify(body.errors)).toBeDefined()
      if (message !== "") expect(issue.message).toBe(message)
      expect(body.message).toBe(body.errors[0].message)
      expect(await count()).toBe(before)
    })

    // Issue 10: control characters (a NUL answered 500 before) and email: null get the field's message only.
    it.each<[string, Record<string, unknown>, string, string]>([
      ["a NUL in the name", { ...selfEnquiry, first_name: "Asha\u0000" }, "first_name", spec.name],
      ["a tab in the last name", { ...selfEnquiry, last_name: "R\tao" }, "last_name", spec.name],
      ["a NUL in the location", { ...selfEnquiry, location: "\u0000Pune" }, "location", spec.location],
      ["a NUL in the e-mail", { ...selfEnquiry, email: "asha\u0000@example.in" }, "email", ours.email],
      ["a DEL in the e-mail", { ...selfEnquiry, email: "asha@example.in\u007f" }, "email", ours.email],
      ["a NUL in the mobile", { ...selfEnquiry, phone: "987654321\u0000" }, "phone", spec.mobileLength],
      ["email: null", { ...selfEnquiry, email: null }, "email", ours.email],
      ["email: null on a referral", { ...referralEnquiry, email: null }, "email", ours.email],
      ["referralEmail: null", { ...referralEnquiry, referralEmail: null }, "referralEmail", ours.email],
      [
        "a C1 character in the referrer's name",
        { ...referralEnquiry, referralName: "Asha\u0085Rao" },
        "referralName",
        spec.referralName
      ],
      [
        "an escape in the referrer's location",
        { ...referralEnquiry, referralLocation: "Pune\u001b" },
        "referralLocation",
        spec.referralLocation
      ],
      ["a NUL in the referee's name", { ...referralEnquiry, first_name: "Meera\u0000" }, "first_name", spec.refereeName]
    ])(
      "answers 400 for %s with that field's message only, and stores nothing",
      async (_case, payload, field, message) => {
        const before = await count()
        const response = await post(payload)
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ success: false, message, errors: [{ path: field, message }] })
        expect(await count()).toBe(before)
      }
    )

    it("names every bad field at once", async () => {
      const response = await post({ ...selfEnquiry, first_name: "A1", location: "P2", phone: "12" })
      const body = await response.json()
      expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["first_name", "location", "phone"])
    })

    it.each([
      ["malformed JSON", '{"applicationType": "Self",', 400],
      ["an empty body", "", 400],
      ["a JSON array", "[]", 400],
      ["JSON null", "null", 400]
    ])("answers %s with 400 and stores nothing", async (_case, body, status) => {
      const before = await count()
      const response = await post(body)
      expect(response.status).toBe(status)
      expect((await response.json()).success).toBe(false)
      expect(await count()).toBe(before)
    })

    it("answers a wrong content type with 415 and an oversized body with 413, storing nothing", async () => {
      const before = await count()
      const text = await fetch(`${server.url}/api/loan-enquiries`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(selfEnquiry)
      })
      expect(text.status).toBe(415)
      const big = await post({ ...selfEnquiry, location: "P".repeat(100_000) })
      expect(big.status).toBe(413)
      // Chunked, without Content-Length: the cap applies while reading.
      const chunked = await fetch(`${server.url}/api/loan-enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode(JSON.stringify({ ...selfEnquiry, location: "P".repeat(100_000) }))
            )
            controller.close()
          }
        }),
        duplex: "half"
      } as RequestInit)
      expect(chunked.status).toBe(413)
      expect(await count()).toBe(before)
    })

    it("replays the first answer for a retry with the same Idempotency-Key", async () => {
      const before = await count()
      const key = `retry-${Math.random()}`
      const first = await post(selfWithPhone(1), { "idempotency-key": key })
      expect(first.status).toBe(201)
      const firstBody = await first.json()
      const again = await post(selfWithPhone(1), { "idempotency-key": key })
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual(firstBody)
      expect(await count()).toBe(before + 1)

      const other = await post(selfWithPhone(2), { "idempotency-key": key })
      expect(other.status).toBe(409)
      expect(await other.json()).toMatchObject({ success: false })
      expect(await count()).toBe(before + 1)
    })

    it("answers an over-long Idempotency-Key with 400 naming the header, storing nothing", async () => {
      const before = await count()
      const response = await post(selfEnquiry, { "idempotency-key": "k".repeat(201) })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.success).toBe(false)
      expect(body.errors[0].path).toBe("idempotency-key")
      expect(await count()).toBe(before)
    })

    it("creates one enquiry for 50 concurrent retries with one key", async () => {
      const before = await count()
      const key = `storm-${Math.random()}`
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => post(selfWithPhone(3), { "idempotency-key": key }))
      )
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201))
      const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).trackingId)))
      expect(ids.size).toBe(1)
      expect(await count()).toBe(before + 1)
    })

    it("stores 50 concurrent submits with 50 distinct tracking IDs", async () => {
      const before = await count()
      const mark = logs.length
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(selfWithPhone(100 + i))))
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201))
      const ids = await Promise.all(responses.map(async (r) => (await r.json()).trackingId as string))
      expect(new Set(ids).size).toBe(50)
      expect(await count()).toBe(before + 50)
      expect(logs.slice(mark).filter((line) => line.includes("a batched write failed"))).toEqual([])
      for (const id of ids.slice(0, 5)) expect((await track(id)).status).toBe(200)
    })

    it("stores the enquiries of one moment each with its consent record, and one the database refuses fails alone", async () => {
      // Submitted together, they are written by one statement (server/db/batch.ts). An enquiry that slipped past the
      // validation with a 5-digit mobile breaks the consent record's check: it fails, the others are stored.
      const consents = async () =>
        server.run(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const rows = yield* Effect.orDie(sql<{ n: number }>`SELECT count(*)::int AS n FROM consents`)
            return rows[0]!.n
          })
        )
      const before = { enquiries: await count(), consents: await consents(), logs: logs.length }
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          server.run(
            Effect.exit(
              Enquiries.use((e) => e.create(i === 5 ? { ...selfEnquiry, phone: "12345" } : selfWithPhone(900 + i)))
            )
          )
        )
      )
      expect(outcomes.map((exit) => exit._tag)).toEqual(
        Array.from({ length: 12 }, (_, i) => (i === 5 ? "Failure" : "Success"))
      )
      const ids = outcomes.flatMap((exit) => (exit._tag === "Success" ? [exit.value.trackingId] : []))
      expect(new Set(ids).size).toBe(11)
      expect(await count()).toBe(before.enquiries + 11)
      expect(await consents()).toBe(before.consents + 11)
      // They went to the database together: the statement failed once, then each was written alone.
      const warnings = logs.slice(before.logs).filter((line) => line.includes("a batched write failed"))
      expect(warnings.map((line) => JSON.parse(line).annotations)).toEqual([{ items: 12, error: expect.any(String) }])
      expect(warnings.join("\n")).not.toContain("12345")
      for (const id of ids.slice(0, 3)) expect((await track(id)).status).toBe(200)
    })

    it("stores one enquiry for one Idempotency-Key sent many times at once, and replays it to the others", async () => {
      const before = await count()
      const mark = logs.length
      const key = `one-moment-${Math.random()}`
      const enquiry = selfWithPhone(950)
      const created = await Promise.all(
        Array.from({ length: 10 }, () => server.run(Enquiries.use((e) => e.create(enquiry, key))))
      )
      expect(new Set(created.map((c) => c.trackingId)).size).toBe(1)
      expect(created.filter((c) => !c.replayed)).toHaveLength(1)
      expect(await count()).toBe(before + 1)
      // One statement wrote them (the key claimed once, the others left out of it), none failed.
      expect(logs.slice(mark).filter((line) => line.includes("a batched write failed"))).toEqual([])
      // A different enquiry under the same key, in the same moment as a replay: 409 for it, the replay unchanged.
      const [replay, reused] = await Promise.all([
        server.run(Enquiries.use((e) => e.create(enquiry, key))),
        server.run(Effect.exit(Enquiries.use((e) => e.create(selfWithPhone(951), key))))
      ])
      expect(replay).toEqual({ trackingId: created[0]!.trackingId, replayed: true })
      expect(reused._tag === "Failure" && JSON.stringify(reused.cause)).toContain("IdempotencyKeyReused")
      expect(await count()).toBe(before + 1)
    })
  })

  describe("GET /api/loan-enquiries/track-application/:trackingId", () => {
    it("answers 404 {success:false} for an unknown or malformed tracking ID", async () => {
      for (const id of ["ZZZZZ-ZZZZZ", "not-an-id", "00000-00000", "X"]) {
        const response = await track(id)
        expect(response.status).toBe(404)
        expect(await response.json()).toMatchObject({ success: false, message: "Application Not Found" })
      }
    })

    it("finds an ID typed in lower case, with spaces, or without the hyphen", async () => {
      const { trackingId } = await (await post(selfEnquiry)).json()
      const compact = trackingId.replace("-", "")
      for (const typed of [trackingId.toLowerCase(), ` ${trackingId.slice(0, 3)} ${trackingId.slice(3)} `, compact]) {
        const response = await track(typed)
        expect(response.status, typed).toBe(200)
      }
    })

    it("shows a status set later, and keeps every status in the history", async () => {
      const { trackingId } = await (await post(selfEnquiry)).json()
      await server.run(Enquiries.use((e) => e.setStatus(trackingId, "Appointment Fixed")))
      await server.run(Enquiries.use((e) => e.setStatus(trackingId, "Login")))
      const { data } = await (await track(trackingId)).json()
      expect(data.status).toBe("Login")
      expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(data.createdAt))
      const history = await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql<{ status: string }>`
          SELECT h.status FROM loan_enquiry_status_history h JOIN loan_enquiries e ON e.id = h.enquiry_id
          WHERE e.tracking_id = ${trackingId} ORDER BY h.id
        `
        })
      )
      expect(history.map((h) => h.status)).toEqual(["Call Back", "Appointment Fixed", "Login"])
    })
  })

  describe("tracking IDs that clash, and replays", () => {
    /**
     * The bytes the next tracking IDs are drawn from (16 at a time), so a clash can be forced; empty: the platform's
     * CSPRNG. The server runs in this process, and only the enquiry repo asks for 16 bytes while a test has queued some.
     */
    const drawn: Array<Uint8Array> = []
    /** 16 bytes that draw ccccc-ccccc where c is the alphabet's letter at `index` (8: A, 9: B, ...); 255 draws none. */
    const bytesOf = (index: number) => new Uint8Array(16).fill(index)
    beforeEach(() => {
      const real = crypto.getRandomValues.bind(crypto) as (array: Uint8Array) => Uint8Array
      vi.spyOn(crypto, "getRandomValues").mockImplementation(((array: Uint8Array) => {
        if (array instanceof Uint8Array && array.length === 16 && drawn.length > 0) {
          array.set(drawn.shift()!)
          return array
        }
        return real(array)
      }) as typeof crypto.getRandomValues)
    })
    afterEach(() => {
      drawn.length = 0
      vi.mocked(crypto.getRandomValues).mockRestore()
    })

    const sqlRows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* Effect.orDie(query(sql))
        })
      )
    const counts = async () =>
      (
        await sqlRows<{ enquiries: number; consents: number; keys: number }>(
          (sql) => sql`
            SELECT (SELECT count(*)::int FROM loan_enquiries) AS enquiries, (SELECT count(*)::int FROM consents) AS consents,
              (SELECT count(*)::int FROM idempotency_keys) AS keys
          `
        )
      )[0]!
    const storedWith = (ids: ReadonlyArray<string>) =>
      sqlRows<{ tracking_id: string; phone: string }>(
        (sql) => sql`SELECT tracking_id, phone FROM loan_enquiries WHERE tracking_id IN ${sql.in(ids)} ORDER BY id`
      )
    const keyRows = (keys: ReadonlyArray<string>) =>
      sqlRows<{ key: string; tracking_id: string }>(
        (sql) => sql`SELECT key, tracking_id FROM idempotency_keys WHERE key IN ${sql.in(keys)} ORDER BY key`
      )

    it("draws another tracking ID when the drawn one is taken, and when a draw makes none (no Idempotency-Key)", async () => {
      drawn.push(bytesOf(8))
      const first = await post(selfWithPhone(801))
      expect(first.status).toBe(201)
      expect((await first.json()).trackingId).toBe("AAAAA-AAAAA")
      drawn.push(bytesOf(255), bytesOf(8), bytesOf(9))
      const second = await post(selfWithPhone(802))
      expect(drawn).toEqual([])
      expect(second.status).toBe(201)
      expect(await second.json()).toEqual({ success: true, trackingId: "BBBBB-BBBBB", message: spec.enquirySuccess })
      expect(await storedWith(["AAAAA-AAAAA", "BBBBB-BBBBB"])).toEqual([
        { tracking_id: "AAAAA-AAAAA", phone: "9000000801" },
        { tracking_id: "BBBBB-BBBBB", phone: "9000000802" }
      ])
    })

    it("draws another tracking ID when the drawn one is taken (with an Idempotency-Key): the key names the new one", async () => {
      const keys = [`clash-a-${Math.random()}`, `clash-b-${Math.random()}`]
      drawn.push(bytesOf(10))
      const first = await post(selfWithPhone(803), { "idempotency-key": keys[0]! })
      expect(first.status).toBe(201)
      expect((await first.json()).trackingId).toBe("CCCCC-CCCCC")
      drawn.push(bytesOf(10), bytesOf(11))
      const second = await post(selfWithPhone(804), { "idempotency-key": keys[1]! })
      expect(drawn).toEqual([])
      expect(second.status).toBe(201)
      expect((await second.json()).trackingId).toBe("DDDDD-DDDDD")
      expect(await storedWith(["CCCCC-CCCCC", "DDDDD-DDDDD"])).toEqual([
        { tracking_id: "CCCCC-CCCCC", phone: "9000000803" },
        { tracking_id: "DDDDD-DDDDD", phone: "9000000804" }
      ])
      expect(await keyRows(keys)).toEqual([
        { key: keys[0], tracking_id: "CCCCC-CCCCC" },
        { key: keys[1], tracking_id: "DDDDD-DDDDD" }
      ])
      // A retry replays the new ID.
      const again = await post(selfWithPhone(804), { "idempotency-key": keys[1]! })
      expect(again.status).toBe(201)
      expect((await again.json()).trackingId).toBe("DDDDD-DDDDD")
    })

    it.each([
      ["without an Idempotency-Key", {}, 12, "EEEEE-EEEEE", "9000000805"],
      ["with an Idempotency-Key", { "idempotency-key": "five-clashes" }, 20, "PPPPP-PPPPP", "9000000815"]
    ])(
      "five taken IDs in a row %s: 500, nothing stored, and no sixth draw",
      async (_case, headers, index, id, phone) => {
        drawn.push(bytesOf(index))
        expect((await post({ ...selfEnquiry, phone })).status).toBe(201)
        const before = await counts()
        drawn.push(bytesOf(index), bytesOf(index), bytesOf(index), bytesOf(index), bytesOf(index), bytesOf(index + 1))
        const response = await post(selfWithPhone(806), headers)
        expect(response.status).toBe(500)
        expect(drawn).toEqual([bytesOf(index + 1)])
        expect(await counts()).toEqual(before)
        expect(
          await sqlRows((sql) => sql`SELECT tracking_id, phone FROM loan_enquiries WHERE phone = '9000000806'`)
        ).toEqual([])
        expect(await storedWith([id])).toEqual([{ tracking_id: id, phone }])
      }
    )

    it("takes a unique violation that is not the tracking ID's as a defect at once (500), without a second draw", async () => {
      // The next enquiry id is one already taken (the sequence set back): the primary key refuses it.
      await sqlRows((sql) => sql`SELECT setval('loan_enquiries_id_seq', (SELECT max(id) FROM loan_enquiries), false)`)
      try {
        const before = await counts()
        drawn.push(bytesOf(14), bytesOf(15))
        const response = await post(selfWithPhone(807))
        expect(response.status).toBe(500)
        expect(drawn).toEqual([bytesOf(15)])
        expect(await counts()).toEqual(before)
        expect(await storedWith(["GGGGG-GGGGG", "HHHHH-HHHHH"])).toEqual([])
      } finally {
        await sqlRows((sql) => sql`SELECT setval('loan_enquiries_id_seq', (SELECT max(id) FROM loan_enquiries))`)
      }
    })

    it("answers whether the service replayed: false when it stored the enquiry, true for the key's retry", async () => {
      const key = `replayed-${Math.random()}`
      const enquiry = { ...selfEnquiry, phone: "9000000808" }
      drawn.push(bytesOf(16))
      expect(await server.run(Enquiries.use((e) => e.create(enquiry, key)))).toEqual({
        trackingId: "JJJJJ-JJJJJ",
        replayed: false
      })
      expect(await server.run(Enquiries.use((e) => e.create(enquiry, key)))).toEqual({
        trackingId: "JJJJJ-JJJJJ",
        replayed: true
      })
      drawn.push(bytesOf(17))
      expect(await server.run(Enquiries.use((e) => e.create({ ...enquiry, phone: "9000000809" })))).toEqual({
        trackingId: "KKKKK-KKKKK",
        replayed: false
      })
    })

    it.skipIf(target.name.startsWith("embedded"))(
      "draws again when the key another request claimed is gone before its tracking ID is read",
      async () => {
        // Needs three connections (PostgreSQL only). A holds an uncommitted claim of the key; the submit waits on it;
        // B asks for the table behind the submit; A commits (the submit finds the key taken), B deletes the key before
        // the submit reads it, and the submit finds no key: it tries again with a fresh ID.
        const key = `gone-${Math.random()}`
        const taken = (await (await post(selfWithPhone(810))).json()).trackingId as string
        const gate = () => {
          let open!: () => void
          const opened = new Promise<void>((resolve) => {
            open = resolve
          })
          return { open, opened }
        }
        const pidOf = (sql: SqlClient.SqlClient) =>
          Effect.map(sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`, (rows) => rows[0]!.pid)
        const aPid = gate()
        const aRelease = gate()
        let aPidValue = 0
        const holderA = server.run(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql.withTransaction(
              Effect.gen(function* () {
                aPidValue = yield* pidOf(sql)
                yield* sql`INSERT INTO idempotency_keys (key, request_hash, tracking_id) VALUES (${key}, ${"another"}, ${taken})`
                aPid.open()
                yield* Effect.promise(() => aRelease.opened)
              })
            )
          }).pipe(Effect.orDie)
        )
        await aPid.opened
        const blockedBy = async (pid: number) => {
          for (let i = 0; i < 200; i++) {
            const [row] = await sqlRows<{ n: number }>(
              (sql) =>
                sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`
            )
            if (row!.n > 0) return row!.n
            await new Promise((resolve) => setTimeout(resolve, 25))
          }
          return 0
        }
        drawn.push(bytesOf(18), bytesOf(19))
        const submitted = post(selfWithPhone(811), { "idempotency-key": key })
        expect(await blockedBy(aPidValue)).toBe(1)
        let bPidValue = 0
        const bPid = gate()
        const holderB = server.run(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql.withTransaction(
              Effect.gen(function* () {
                bPidValue = yield* pidOf(sql)
                bPid.open()
                yield* sql`LOCK TABLE idempotency_keys IN ACCESS EXCLUSIVE MODE`
                yield* sql`DELETE FROM idempotency_keys WHERE key = ${key}`
              })
            )
          }).pipe(Effect.orDie)
        )
        await bPid.opened
        const [bWaits] = await (async () => {
          for (let i = 0; i < 200; i++) {
            const rows = await sqlRows<{ n: number }>(
              (sql) => sql`SELECT cardinality(pg_blocking_pids(${bPidValue}::int))::int AS n`
            )
            if (rows[0]!.n > 0) return rows
            await new Promise((resolve) => setTimeout(resolve, 25))
          }
          return [{ n: 0 }]
        })()
        expect(bWaits!.n).toBeGreaterThan(0)
        aRelease.open()
        await holderA
        await holderB
        const response = await submitted
        expect(drawn).toEqual([])
        expect(response.status).toBe(201)
        expect((await response.json()).trackingId).toBe("NNNNN-NNNNN")
        expect(await keyRows([key])).toEqual([{ key, tracking_id: "NNNNN-NNNNN" }])
        expect(await storedWith(["MMMMM-MMMMM", "NNNNN-NNNNN"])).toEqual([
          { tracking_id: "NNNNN-NNNNN", phone: "9000000811" }
        ])
      }
    )

    it("answers a reused Idempotency-Key with 409 and our message", async () => {
      const key = `reused-${Math.random()}`
      expect((await post(selfWithPhone(812), { "idempotency-key": key })).status).toBe(201)
      const other = await post(selfWithPhone(813), { "idempotency-key": key })
      expect(other.status).toBe(409)
      expect(await other.json()).toEqual({
        _tag: "IdempotencyConflict",
        success: false,
        message: "This Idempotency-Key was already used for a different enquiry."
      })
    })

    type Columns = Record<string, string | null>
    const columnsOf = async (trackingId: string) =>
      (
        await sqlRows<Columns>(
          (sql) => sql`
            SELECT application_type, loan_type, first_name, last_name, phone, email, location, referral_name,
              referral_email, referral_phone, referral_location, status
            FROM loan_enquiries WHERE tracking_id = ${trackingId}
          `
        )
      )[0]
    const referralColumns: Columns = {
      application_type: "Referral",
      loan_type: "Home Loan",
      first_name: "Meera",
      last_name: "Iyer",
      phone: "8765432109",
      email: "meera@example.in",
      location: "Bengaluru",
      referral_name: "Asha Rao",
      referral_email: "asha@example.in",
      referral_phone: "9876543210",
      referral_location: "Pune",
      status: "Call Back"
    }

    it.each([
      ["without an Idempotency-Key", {}],
      ["with an Idempotency-Key", { "idempotency-key": "referral-columns" }]
    ])("stores a Referral's referrer in the referral columns %s", async (_case, headers) => {
      const response = await post(referralEnquiry, headers)
      expect(response.status).toBe(201)
      expect(await columnsOf((await response.json()).trackingId)).toEqual(referralColumns)
    })

    it.each([
      ["without an Idempotency-Key", {}],
      ["with an Idempotency-Key", { "idempotency-key": "self-columns" }]
    ])("stores a Self enquiry with no referral columns and no blank e-mail %s", async (_case, headers) => {
      const response = await post({ ...selfEnquiry, email: "" }, headers)
      expect(response.status).toBe(201)
      expect(await columnsOf((await response.json()).trackingId)).toEqual({
        application_type: "Self",
        loan_type: "Personal Loan",
        first_name: "Asha",
        last_name: "Rao",
        phone: "9876543210",
        email: null,
        location: "Pune",
        referral_name: null,
        referral_email: null,
        referral_phone: null,
        referral_location: null,
        status: "Call Back"
      })
    })

    it("refuses to set a status for a malformed or unknown tracking ID, or a status not of the eight, changing nothing", async () => {
      const { trackingId } = await (await post(selfWithPhone(814))).json()
      const setStatus = (id: string, status: string) =>
        server.run(
          Effect.match(
            Enquiries.use((e) => e.setStatus(id, status as ApplicationStatus)),
            { onFailure: (error) => error._tag, onSuccess: () => "set" }
          )
        )
      const state = async () =>
        (
          await sqlRows<{ status: string; history: string }>(
            (sql) => sql`
              SELECT e.status, (SELECT string_agg(h.status, ',' ORDER BY h.id) FROM loan_enquiry_status_history h
                WHERE h.enquiry_id = e.id) AS history
              FROM loan_enquiries e WHERE e.tracking_id = ${trackingId}
            `
          )
        )[0]
      expect(await setStatus("not-an-id", "Login")).toBe("EnquiryNotFound")
      expect(await setStatus("ZZZZZ-ZZZZZ", "Login")).toBe("EnquiryNotFound")
      expect(await setStatus(trackingId, "Sanctioned")).toBe("EnquiryNotFound")
      expect(await setStatus(trackingId, "")).toBe("EnquiryNotFound")
      expect(await state()).toEqual({ status: "Call Back", history: "Call Back" })
      expect(await setStatus(trackingId.toLowerCase(), "Login")).toBe("set")
      expect(await state()).toEqual({ status: "Login", history: "Call Back,Login" })
    })
  })

  describe("the rest of the site", () => {
    it("sends the security headers on API answers, errors and pages", async () => {
      for (const response of [
        await track("ZZZZZ-ZZZZZ"),
        await post("{"),
        await fetch(`${server.url}/`),
        await fetch(`${server.url}/api/nope`)
      ]) {
        const csp = response.headers.get("content-security-policy") ?? ""
        expect(csp).toContain("default-src 'self'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).toContain("object-src 'none'")
        expect(csp).not.toMatch(/script-src[^;]*unsafe/u)
        expect(response.headers.get("x-content-type-options")).toBe("nosniff")
        expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
        expect(response.headers.get("x-frame-options")).toBe("DENY")
      }
      expect((await track("ZZZZZ-ZZZZZ")).headers.get("cache-control")).toBe("no-store")
    })

    it("answers a deep link with index.html (no-cache) and hashed assets with a long cache", async () => {
      const deep = await fetch(`${server.url}/resources/track-now?x=1`)
      expect(deep.status).toBe(200)
      expect(deep.headers.get("content-type")).toContain("text/html")
      expect(deep.headers.get("cache-control")).toBe("no-cache")
      expect(await deep.text()).toContain(`<div id="root"></div>`)

      const asset = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { "accept-encoding": "gzip" } })
      expect(asset.status).toBe(200)
      expect(asset.headers.get("content-type")).toContain("text/javascript")
      expect(asset.headers.get("cache-control")).toContain("immutable")
      expect(asset.headers.get("content-encoding")).toBe("gzip")
      expect(await asset.text()).toContain("console.log")

      const etag = asset.headers.get("etag")!
      const cached = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { "if-none-match": etag } })
      expect(cached.status).toBe(304)

      expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404)
    })

    it("answers unknown /api paths with JSON 404", async () => {
      const response = await fetch(`${server.url}/api/does-not-exist`)
      expect(response.status).toBe(404)
      expect(response.headers.get("content-type")).toContain("application/json")
      expect(await response.json()).toEqual({ success: false, message: "Not Found" })
    })

    it("serves the contract as OpenAPI at /api/openapi.json", async () => {
      const response = await fetch(`${server.url}/api/openapi.json`)
      expect(response.status).toBe(200)
      const doc = await response.json()
      expect(doc.openapi).toMatch(/^3\./u)
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          "/api/loan-enquiries",
          "/api/loan-enquiries/track-application/{trackingId}",
          "/api/carousel"
        ])
      )
    })

    it("logs one JSON line per request with the route pattern and no personal data", async () => {
      const { trackingId } = await (await post(selfWithPhone(777))).json()
      await track(trackingId)
      const requestLines = logs.filter((l) => l.includes('"request"')).map((l) => JSON.parse(l))
      expect(requestLines.length).toBeGreaterThan(0)
      const lookups = requestLines.filter(
        (l) => l.annotations.route === "/api/loan-enquiries/track-application/:trackingId"
      )
      expect(lookups.length).toBeGreaterThan(0)
      expect(lookups.at(-1).annotations).toMatchObject({ method: "GET", status: 200, ms: expect.any(Number) })
      const all = logs.join("\n")
      expect(all).not.toContain(trackingId)
      expect(all).not.toContain("9000000777")
      expect(all).not.toContain("asha@example.in")
    })
  })
})

describe("the embedded database across restarts", () => {
  it("closes cleanly on shutdown and finds the data again on the next start", async () => {
    const dataDir = tempDir("loans-restart-")
    const first = await startServer({ port: 0, host: "127.0.0.1", dataDir, requestLog: false })
    const created = await (
      await fetch(`${first.url}/api/loan-enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(selfEnquiry)
      })
    ).json()
    // Answers in flight when shutdown starts complete: shutdown.test.ts sends one whose body is still arriving.
    await first.close()

    const second = await startServer({ port: 0, host: "127.0.0.1", dataDir, requestLog: false })
    // A second server on the same data dir is refused while the first runs.
    await expect(startServer({ port: 0, host: "127.0.0.1", dataDir, requestLog: false })).rejects.toThrow(
      /already used/u
    )
    try {
      const response = await fetch(`${second.url}/api/loan-enquiries/track-application/${created.trackingId}`)
      expect(response.status).toBe(200)
      expect((await response.json()).data.status).toBe("Call Back")
    } finally {
      await second.close()
    }
  }, 120_000) // two starts of the embedded database: a fresh one initialises its data folder first
})
