/**
 * The real server on an ephemeral port, driven with fetch: on the embedded database (a fresh temp DATA_DIR), and
 * again on a PostgreSQL server when TEST_DATABASE_URL is set (each run in its own schema, dropped afterwards).
 */

import { mkdirSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { referralEnquiry, selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { Enquiries } from "./repos/enquiries.ts"
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
      const data = (await tracked.json()).data
      expect(data).toEqual({
        name: "Asha Rao",
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
      expect(data).toMatchObject({ name: "Meera Iyer", loanType: "Home Loan", status: "Call Back" })
    })

    it("trims the name when there is no last name", async () => {
      const { trackingId } = await (await post({ ...selfEnquiry, last_name: "" })).json()
      expect((await (await track(trackingId)).json()).data.name).toBe("Asha")
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
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(selfWithPhone(100 + i))))
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201))
      const ids = await Promise.all(responses.map(async (r) => (await r.json()).trackingId as string))
      expect(new Set(ids).size).toBe(50)
      expect(await count()).toBe(before + 50)
      for (const id of ids.slice(0, 5)) expect((await track(id)).status).toBe(200)
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
    // A request in flight when shutdown starts still gets its answer.
    const inFlight = fetch(`${first.url}/api/loan-enquiries/track-application/${created.trackingId}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await Promise.all([first.close(), inFlight.then((r) => expect(r.status).toBe(200))])

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
