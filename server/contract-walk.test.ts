/**
 * The published contract walked against the real server (issue 29, point 11), on the embedded database and again on
 * PostgreSQL (TEST_DATABASE_URL). Both ways:
 *
 * - every status that /api/openapi.json declares for a route is provoked for real, its body read with that status's
 *   declared schema (the contract's own schemas, and the document's required fields and `_tag`);
 * - every answer the server gives here (a body over the cap on every route, a second request from one address on
 *   every limited route, a body of another content type, the SMS gateway down) has a status the document declares for that route and the body it
 *   declares; a 429 carries the Retry-After the document describes, with the body's seconds.
 *
 * The back office's document is not served (its one client is the /admin route); its routes are checked the same way
 * for a body over the cap and the sign-in lock-out.
 *
 * The per-address limits are set to one request an hour (settings, as LIMIT_* would), so the second request from an
 * address is refused. Requests come through a trusted proxy (127.0.0.2) naming a fresh client address each time,
 * unless a test repeats one on purpose. A declared status no request can reach is written out below with the reason.
 */

import * as http from "node:http"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Exit, Redacted, Schema } from "effect"
import { HttpApi, OpenApi } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { AdminApi } from "../domain/admin-api.ts"
import { LoansApi } from "../domain/api.ts"
import { referralEnquiry, selfEnquiry } from "../domain/enquiry.fixtures.ts"
import { handWorkedStopToken } from "./consents/stop-link.fixtures.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { defaultLimits } from "./limits/rules.ts"
import { clockAt, type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"
import { Testimonials } from "./testimonials/repo.ts"
import { Tokens } from "./tokens/tokens.ts"

type Json = Record<string, any>

const tempDir = useTempDirs()
const targets = databaseTargets("contract", tempDir)

/** Declared, and no request can bring it about: the route has nothing a request could get wrong. */
const unreachable = new Set([
  "GET /api/carousel 400", // no parameters, query, headers or body
  "GET /api/loan-enquiries/track-application/{trackingId} 400", // any text is a tracking ID (unknown: 404)
  "GET /api/testimonials/pictures/{pictureId} 400", // any text is a picture's id (unknown: 404)
  "GET /api/offers/kfs/{proposalNumber} 400" // any text is a proposal number (unknown: 404)
])

const password = "correct horse battery staple 42"
const tokenSecret = "contract-walk-token-secret-0123456789abcdef"
/** The token of an enquiry's stop link, as a message carries it, worked out by hand. */
const stopLinkToken = (enquiryId: string) => handWorkedStopToken(tokenSecret, enquiryId)
const proxyAddress = "127.0.0.2"
const agent = new http.Agent({ keepAlive: false, localAddress: proxyAddress })
let addresses = 0
/** A client address no other request here used, each in a /24 of its own. */
const freshAddress = () => `198.${51 + Math.floor(++addresses / 250)}.${addresses % 250}.7`
let mobiles = 0
const freshMobile = () => String(7_000_000_000 + 10_000 * ++mobiles + Math.floor(Math.random() * 10_000))

/**
 * The server's clock runs off the real one so that it reads 12:30 India time when the walk starts, whenever it runs:
 * a call logged in a 12:00-13:00 window is allowed (200), one in 18:00-21:00 refused.
 */
const istMinute = Math.floor((Date.now() + (5 * 60 + 30) * 60_000) / 60_000) % (24 * 60)
const clockShift = (12 * 60 + 30 - istMinute) * 60_000

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: unknown
}

interface Send {
  readonly method?: string
  readonly json?: unknown
  readonly raw?: { readonly type: string; readonly bytes: Buffer }
  readonly headers?: Record<string, string>
  /** The client address the proxy names; a fresh one unless given. */
  readonly via?: string
}

/** The contract's schemas for each route and status: "POST /api/otp" -> 429 -> [OtpRateLimited]. */
const schemasByRoute = new Map<string, ReadonlyMap<number, ReadonlyArray<Schema.Top>>>()
for (const api of [LoansApi, AdminApi])
  HttpApi.reflect(api as typeof LoansApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, successes, errors }) => {
      const byStatus = new Map<number, ReadonlyArray<Schema.Top>>([...successes, ...errors])
      schemasByRoute.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/gu, "{$1}")}`, byStatus)
    }
  })
/** The back office's document (not served: the /admin route is its only client), from the same contract. */
const adminDoc = OpenApi.fromApi(AdminApi) as Json

describe.each(targets)("the published contract against the server on $name", (target) => {
  let server: RunningServer
  let doc: Json
  let gateway: http.Server
  let gatewayStatus = 200
  const texts: Array<{ to: string; message: string }> = []
  /** "POST /api/otp 429": each route and status seen in a real answer. */
  const seen = new Set<string>()

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    gateway = createServer((request, response) => {
      let text = ""
      request.on("data", (chunk: Buffer) => {
        text += chunk.toString()
      })
      request.on("end", () => {
        if (gatewayStatus === 200) texts.push(JSON.parse(text))
        response.writeHead(gatewayStatus).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve))
    const once = { max: 1, windowSeconds: 3600 }
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-contract-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      tokenSecret: Redacted.make(tokenSecret),
      trustProxy: [proxyAddress],
      clock: clockAt(() => Date.now() + clockShift),
      smsGatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
      limits: {
        ...defaultLimits,
        otpPerAddress: once,
        contact: once,
        feedback: once,
        pageViews: once,
        enquiries: once,
        offers: once,
        corrections: once,
        erasures: once,
        grievances: once,
        tracking: once,
        stopLinks: once,
        consentWithdrawals: once
      },
      ...target.settings()
    })
    doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json
  }, 180_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    await new Promise((resolve) => gateway?.close(resolve))
    vi.restoreAllMocks()
  })

  /** The document a route is in: the back office's for /api/admin. */
  const docOf = (route: string) => (route.startsWith("/api/admin/") ? adminDoc : doc)
  const resolve = (from: Json, schema: Json): Json =>
    schema?.$ref === undefined ? schema : resolve(from, from.components.schemas[String(schema.$ref).split("/").at(-1)!])

  /** The document's answers of a route ("POST", "/api/otp"). */
  const responsesOf = (method: string, route: string): Json => {
    const operation = docOf(route).paths[route]?.[method.toLowerCase()]
    expect(operation, `${method} ${route} is in the document`).toBeDefined()
    return operation.responses
  }

  /**
   * The answer must be one the contract declares for the route: its status, a body of that status's schema (the
   * contract's, and one of the document's alternatives by its required fields and tag), Retry-After on a 429.
   */
  const check = (method: string, route: string, answer: Answer) => {
    const name = `${method} ${route} ${answer.status}`
    const declared = responsesOf(method, route)[String(answer.status)]
    expect(declared, `${name} is declared (body ${JSON.stringify(answer.body)})`).toBeDefined()
    const schemas = schemasByRoute.get(`${method} ${route}`)?.get(answer.status) ?? []
    const jsonSchema = declared.content?.["application/json"]?.schema
    if (jsonSchema !== undefined) {
      const decoded = Schema.decodeUnknownExit(Schema.Union(schemas as Array<Schema.Top>) as never)(answer.body)
      expect(Exit.isSuccess(decoded), `${name}: ${JSON.stringify(answer.body)} is of the declared schema`).toBe(true)
      const body = answer.body as Json
      const top = resolve(docOf(route), jsonSchema)
      const fits = ((top.anyOf ?? [top]) as Array<Json>)
        .map((alternative) => resolve(docOf(route), alternative))
        .some(
          (alternative) =>
            (alternative.required ?? []).every((key: string) => key in body) &&
            (alternative.properties?._tag?.enum === undefined || alternative.properties._tag.enum.includes(body._tag))
        )
      expect(fits, `${name}: ${JSON.stringify(body)} has the document's fields`).toBe(true)
    }
    if (answer.status === 429) {
      expect(declared.headers?.["retry-after"]?.required, `${name} describes Retry-After`).toBe(true)
      expect(answer.headers["retry-after"]).toBe(String((answer.body as Json).retryAfterSeconds))
    }
    seen.add(name)
  }

  /** One request through the trusted proxy; its answer checked against the route's declared answers. */
  const send = async (route: string, path: string, init: Send = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...init.headers, "x-forwarded-for": init.via ?? freshAddress() }
    let body: Buffer | undefined
    if (init.raw !== undefined) {
      headers["content-type"] = init.raw.type
      body = init.raw.bytes
    } else if (init.json !== undefined) {
      headers["content-type"] = "application/json"
      body = Buffer.from(JSON.stringify(init.json))
    }
    if (body !== undefined) headers["content-length"] = String(body.length)
    const method = init.method ?? (body === undefined ? "GET" : "POST")
    const answer = await new Promise<Answer>((done, fail) => {
      const request = http.request(`${server.url}${path}`, { method, headers, agent, timeout: 20_000 }, (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString()
          let parsed: unknown = text
          try {
            parsed = text === "" ? undefined : JSON.parse(text)
          } catch {
            // not JSON: a picture
          }
          done({ status: response.statusCode ?? 0, headers: response.headers, body: parsed })
        })
      })
      request.on("timeout", () => request.destroy(new Error(`no answer to ${path} within 20 s`)))
      // The server may close a refused upload before reading it all.
      request.on("error", (error) => ((error as { code?: string }).code === "EPIPE" ? undefined : fail(error)))
      request.end(body)
    })
    check(method, route, answer)
    return answer
  }

  const issue = (mobile: string, purpose: "redeem" | "credit-score" | "my-data" | "grievance" | "referral" | "offer") =>
    server.run(Tokens.use((t) => t.issue(mobile, purpose))).then((t) => ({ authorization: `Bearer ${t.token}` }))
  const forged = { authorization: "Bearer not-a-token" }
  /** A header longer than the contract allows (1000 characters). */
  const overlong = { authorization: `Bearer ${"a".repeat(1001)}` }
  /** Refused by the contract's limit: the same client address twice. */
  const twice = async (route: string, path: string, init: () => Promise<Send> | Send) => {
    const via = freshAddress()
    const first = await send(route, path, { ...(await init()), via })
    const second = await send(route, path, { ...(await init()), via })
    return [first, second] as const
  }

  it("serves the document it walks: the 24 calls of the contract on 23 paths", () => {
    expect(Object.keys(doc.paths)).toHaveLength(23)
    expect(Object.values(doc.paths as Json).flatMap((item) => Object.keys(item))).toHaveLength(24)
  })

  it("stopping an application's messages by the link in a message: 200, 400, 404, 429", async () => {
    const made = await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone: freshMobile() })))
    const [row] = await server.run(
      Effect.orDie(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: string }>`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${made.trackingId}`
        )
      )
    )
    const route = "/api/consents/stop"
    const [stopped, limited] = await twice(route, route, () => ({ json: { token: stopLinkToken(row!.id) } }))
    expect([stopped.status, limited.status]).toEqual([200, 429])
    expect((await send(route, route, { json: { token: 7 } })).status).toBe(400)
    expect((await send(route, route, { json: { token: "1.AAAAAAAAAAAAAAAAAAAAAA" } })).status).toBe(404)
  })

  it("loan offers, a Key Fact Statement and choosing an offer: 200, 400, 429; 200, 404; 201, 400, 401, 404, 409, 429", async () => {
    const route = "/api/offers"
    const terms = {
      loanType: "Home Loan",
      amount: 30_00_000,
      tenureMonths: 240,
      employment: "Salaried",
      netMonthlyIncome: 1_20_000,
      existingEmis: 0,
      dateOfBirth: "1988-04-12",
      pincode: "400076",
      credit: { _tag: "Unknown" }
    }
    const [priced, limited] = await twice(route, route, () => ({ json: terms }))
    expect([priced.status, limited.status]).toEqual([200, 429])
    expect((await send(route, route, { json: { ...terms, pincode: "4000" } })).status).toBe(400)
    const kfs = "/api/offers/kfs/{proposalNumber}"
    const number = ((priced.body as Json).offers as Array<Json>)[0]!.proposalNumber as string
    expect((await send(kfs, `/api/offers/kfs/${number}`)).status).toBe(200)
    expect((await send(kfs, "/api/offers/kfs/ABCDEFGHJKMNPQRSTVWX")).status).toBe(404)

    // "Choose this offer": 201, 400, 401, 404, 409 (another mobile), 429.
    const choose = "/api/offers/choose"
    const mobile = freshMobile()
    const choice = {
      proposalNumber: number,
      first_name: "Asha",
      last_name: "Rao",
      phone: mobile,
      email: "asha@example.in",
      location: "Pune",
      consent: true
    }
    const own = await issue(mobile, "offer")
    const [chosen, tooMany] = await twice(choose, choose, () => ({ json: choice, headers: own }))
    expect([chosen.status, tooMany.status]).toEqual([201, 429])
    expect((await send(choose, choose, { json: { ...choice, email: "" }, headers: own })).status).toBe(400)
    expect((await send(choose, choose, { json: choice, headers: forged })).status).toBe(401)
    const unknown = { ...choice, proposalNumber: "ABCDEFGHJKMNPQRSTVWX" }
    expect((await send(choose, choose, { json: unknown, headers: own })).status).toBe(404)
    const other = freshMobile()
    const taken = { json: { ...choice, phone: other }, headers: await issue(other, "offer") }
    expect((await send(choose, choose, taken)).status).toBe(409)
  })

  it("loan enquiries and the status look-up: 201, 400, 401, 409, 429; 200, 404, 410, 429", async () => {
    const enquiry = { ...selfEnquiry, phone: freshMobile() }
    const route = "/api/loan-enquiries"
    const [made, limited] = await twice(route, route, () => ({ json: enquiry }))
    expect([made.status, limited.status]).toEqual([201, 429])
    const trackingId = (made.body as Json).trackingId as string
    expect((await send(route, route, { json: { ...enquiry, phone: "12" } })).status).toBe(400)
    expect((await send(route, route, { json: enquiry, headers: forged })).status).toBe(401)
    const key = { "idempotency-key": `contract-${enquiry.phone}` }
    expect((await send(route, route, { json: enquiry, headers: key })).status).toBe(201)
    expect((await send(route, route, { json: { ...enquiry, location: "Nagpur" }, headers: key })).status).toBe(409)

    const track = "/api/loan-enquiries/track-application/{trackingId}"
    const [found, tooMany] = await twice(track, `/api/loan-enquiries/track-application/${trackingId}`, () => ({}))
    expect([found.status, tooMany.status]).toEqual([200, 429])
    expect((await send(track, "/api/loan-enquiries/track-application/ZZZZZ-ZZZZZ")).status).toBe(404)
    // Erased at the person's request ("My data"): 410.
    const erase = "/api/my-data/erase"
    const erased = await send(erase, erase, { json: { confirm: true }, headers: await issue(enquiry.phone, "my-data") })
    expect(erased.status).toBe(200)
    expect((await send(track, `/api/loan-enquiries/track-application/${trackingId}`)).status).toBe(410)
  })

  it("contact, feedback and page views: their success, 400 and 429", async () => {
    const contact = {
      name: "Asha Rao",
      email: "asha@example.in",
      phone: freshMobile(),
      message: "Call me.",
      consent: true
    }
    const contactRoute = "/api/contact-us"
    expect((await twice(contactRoute, contactRoute, () => ({ json: contact }))).map((a) => a.status)).toEqual([
      200, 429
    ])
    expect((await send(contactRoute, contactRoute, { json: { ...contact, email: "asha" } })).status).toBe(400)

    const feedback = {
      name: "Asha Rao",
      email: `asha.${freshMobile()}@example.in`,
      profilePicture: null,
      loanType: "Home Loan",
      feedback: "Helpful team and a quick sanction.",
      rating: 5
    }
    const testimonials = "/api/testimonials"
    expect((await twice(testimonials, testimonials, () => ({ json: feedback }))).map((a) => a.status)).toEqual([
      201, 429
    ])
    expect((await send(testimonials, testimonials, { json: { ...feedback, rating: 9 } })).status).toBe(400)
    expect((await send(testimonials, testimonials)).status).toBe(200)
    expect((await send(testimonials, `${testimonials}?productType=Moon%20Loan`)).status).toBe(400)
    // A feedback with its picture, approved: the picture is served; an unknown one is 404.
    const form = new FormData()
    const email = `ravi.${freshMobile()}@example.in`
    for (const [key, value] of Object.entries({ ...feedback, email, rating: "4", profilePicture: undefined }))
      if (value !== undefined && value !== null) form.set(key, String(value))
    form.set("profilePicture", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png")
    const encoded = new Response(form)
    const raw = { type: encoded.headers.get("content-type")!, bytes: Buffer.from(await encoded.arrayBuffer()) }
    expect((await send(testimonials, testimonials, { raw })).status).toBe(201)
    const publicId = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [row] = yield* sql<{ id: string; public_id: string }>`
          SELECT t.id::text AS id, p.public_id FROM testimonials t
          JOIN testimonial_pictures p ON p.testimonial_id = t.id WHERE t.email = ${email}`
        yield* Testimonials.use((t) => t.approve(row!.id))
        return row!.public_id
      }).pipe(Effect.orDie)
    )
    const picture = "/api/testimonials/pictures/{pictureId}"
    expect((await send(picture, `/api/testimonials/pictures/${publicId}`)).status).toBe(200)
    expect((await send(picture, "/api/testimonials/pictures/nothing-here")).status).toBe(404)

    const pageview = "/api/analytics/pageview"
    const view = { route: "home", path: "/" }
    expect((await twice(pageview, pageview, () => ({ json: view }))).map((a) => a.status)).toEqual([204, 429])
    expect((await send(pageview, pageview, { json: { route: "Home!", path: "/" } })).status).toBe(400)
    expect((await send("/api/carousel", "/api/carousel")).status).toBe(200)
  })

  it("one-time codes: sent, refused (400, 429), not sent with the gateway down (503), checked (200, 401, 410)", async () => {
    const otp = "/api/otp"
    const mobile = freshMobile()
    const [sent, limited] = await twice(otp, otp, () => ({ json: { mobile: freshMobile(), purpose: "redeem" } }))
    expect([sent.status, limited.status]).toEqual([200, 429])
    expect((await send(otp, otp, { json: { mobile: "12", purpose: "redeem" } })).status).toBe(400)
    gatewayStatus = 500
    expect((await send(otp, otp, { json: { mobile, purpose: "redeem" } })).status).toBe(503)
    gatewayStatus = 200
    expect((await send(otp, otp, { json: { mobile, purpose: "redeem" } })).status).toBe(200)
    const code = /(\d{6})/u.exec(texts.findLast((t) => t.to === `+91${mobile}`)!.message)![1]!
    const verify = "/api/otp/verify"
    const wrong = code === "000000" ? "111111" : "000000"
    expect((await send(verify, verify, { json: { mobile, purpose: "redeem", code: wrong } })).status).toBe(401)
    expect((await send(verify, verify, { json: { mobile, purpose: "redeem", code } })).status).toBe(200)
    expect((await send(verify, verify, { json: { mobile, purpose: "redeem", code } })).status).toBe(410)
    expect((await send(verify, verify, { json: { mobile, purpose: "redeem", code: "12" } })).status).toBe(400)
  })

  it("credit score and rewards: their success, 400, 401 and 409", async () => {
    const mobile = freshMobile()
    const credit = {
      first_name: "Asha",
      last_name: "Rao",
      gender: "Female",
      email: "asha@example.in",
      phone: mobile,
      panNumber: "ABCPR1234K",
      dob: "1991-07-09",
      address: "4 Laitumkhrah Road",
      pincode: "793003",
      city: "Shillong",
      state: "Meghalaya",
      acceptTerms: true
    }
    const cibil = "/api/cibil-enquiries"
    expect((await send(cibil, cibil, { json: credit, headers: await issue(mobile, "credit-score") })).status).toBe(200)
    expect((await send(cibil, cibil, { json: credit, headers: forged })).status).toBe(401)
    expect((await send(cibil, cibil, { json: { ...credit, pincode: "1" }, headers: forged })).status).toBe(400)

    // A friend's enquiry disbursed: one reward to withdraw, then nothing left (409).
    const made = await send("/api/loan-enquiries", "/api/loan-enquiries", {
      json: { ...referralEnquiry, phone: freshMobile(), referralPhone: mobile }
    })
    await server.run(Enquiries.use((e) => e.setStatus((made.body as Json).trackingId, "Disbursed")))
    const redeem = await issue(mobile, "redeem")
    const summaryRoute = "/api/reward-enquiries/{mobile}"
    const summary = await send(summaryRoute, `/api/reward-enquiries/${mobile}`, { headers: redeem })
    expect(summary.status).toBe(200)
    expect((await send(summaryRoute, `/api/reward-enquiries/${mobile}`, { headers: forged })).status).toBe(401)
    expect((await send(summaryRoute, `/api/reward-enquiries/${"9".repeat(21)}`, { headers: redeem })).status).toBe(400)
    const withdraw = "/api/reward-enquiries/request-withdrawal"
    const ids = ((summary.body as Json).data.availableForWithdrawal as Array<Json>).map((item) => item._id)
    const request = { enquiryIds: ids, referralPhone: mobile }
    expect((await send(withdraw, withdraw, { json: request, headers: redeem })).status).toBe(200)
    expect((await send(withdraw, withdraw, { json: request, headers: redeem })).status).toBe(409)
    expect((await send(withdraw, withdraw, { json: request, headers: forged })).status).toBe(401)
    expect((await send(withdraw, withdraw, { json: { ...request, referralPhone: "1" }, headers: redeem })).status).toBe(
      400
    )
  })

  it('"My data" and grievances: their success, 400, 401, 404 and 429', async () => {
    const mobile = freshMobile()
    const token = await issue(mobile, "my-data")
    for (const route of ["/api/my-data", "/api/my-data/download"]) {
      expect((await send(route, route, { headers: token })).status).toBe(200)
      expect((await send(route, route, { headers: forged })).status).toBe(401)
      expect((await send(route, route, { headers: overlong })).status).toBe(400)
    }
    const corrections = "/api/my-data/corrections"
    const correction = { record: "other", field: "Name", details: "Please spell it Asha." }
    expect(
      (await twice(corrections, corrections, () => ({ json: correction, headers: token }))).map((a) => a.status)
    ).toEqual([201, 429])
    expect((await send(corrections, corrections, { json: correction, headers: forged })).status).toBe(401)
    expect(
      (await send(corrections, corrections, { json: { ...correction, record: "x" }, headers: token })).status
    ).toBe(400)
    const erase = "/api/my-data/erase"
    const erasing = async () => ({ json: { confirm: true }, headers: await issue(freshMobile(), "my-data") })
    expect((await twice(erase, erase, erasing)).map((a) => a.status)).toEqual([200, 429])
    expect((await send(erase, erase, { json: { confirm: true }, headers: forged })).status).toBe(401)
    expect((await send(erase, erase, { json: { confirm: false }, headers: token })).status).toBe(400)

    // Withdrawing one consent: the person's own (twice from one address: 429), another's or none (404).
    const withdraw = "/api/my-data/consents/{id}/withdraw"
    const applicant = freshMobile()
    await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone: applicant })))
    const [consent] = await server.run(
      Effect.orDie(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: string }>`SELECT id::text AS id FROM consents WHERE mobile = ${applicant}`
        )
      )
    )
    const theirs = await issue(applicant, "my-data")
    const ownConsent = `/api/my-data/consents/${consent!.id}/withdraw`
    const [withdrawn, tooMany] = await twice(withdraw, ownConsent, () => ({ method: "POST", headers: theirs }))
    expect([withdrawn.status, tooMany.status]).toEqual([200, 429])
    expect((await send(withdraw, ownConsent, { method: "POST", headers: token })).status).toBe(404)
    expect((await send(withdraw, ownConsent, { method: "POST", headers: forged })).status).toBe(401)
    const notANumber = "/api/my-data/consents/first/withdraw"
    expect((await send(withdraw, notANumber, { method: "POST", headers: theirs })).status).toBe(400)

    const grievance = {
      name: "Asha Rao",
      mobile,
      email: "asha@example.in",
      trackingId: "",
      category: "Loan enquiry",
      description: "Nobody called me back about my home loan enquiry."
    }
    const grievances = "/api/grievances"
    const own = await issue(mobile, "grievance")
    const [raised, limited] = await twice(grievances, grievances, () => ({ json: grievance, headers: own }))
    expect([raised.status, limited.status]).toEqual([201, 429])
    expect((await send(grievances, grievances, { json: grievance, headers: forged })).status).toBe(401)
    expect((await send(grievances, grievances, { json: { ...grievance, category: "" }, headers: own })).status).toBe(
      400
    )
    const status = "/api/grievances/status"
    const number = (raised.body as Json).data.number as string
    expect((await send(status, status, { json: { number, mobile }, headers: own })).status).toBe(200)
    expect((await send(status, status, { json: { number: "GRV-22222-22222", mobile }, headers: own })).status).toBe(404)
    expect((await send(status, status, { json: { number, mobile }, headers: forged })).status).toBe(401)
    expect((await send(status, status, { json: { number: "", mobile }, headers: own })).status).toBe(400)
  })

  it("logging a call in the back office: 200, 400, 401, 403, 404, 409 for both refusals, each as declared", async () => {
    const sameSite = { "x-admin-request": "1" }
    const signedIn = await send("/api/admin/login", "/api/admin/login", {
      json: { username: "admin", password },
      headers: sameSite
    })
    expect(signedIn.status).toBe(200)
    const staff = { ...sameSite, cookie: String(signedIn.headers["set-cookie"]).split(";")[0]! }
    const withPreference = async (channels: string, callFrom: number, callTo: number) => {
      const made = await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone: freshMobile() })))
      await server.run(
        Effect.orDie(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql`UPDATE loan_enquiries SET contact_channels = ${channels}::text[], call_from = ${callFrom},
              call_to = ${callTo} WHERE tracking_id = ${made.trackingId}`
          )
        )
      )
      return `/api/admin/enquiries/${made.trackingId}/calls`
    }
    const route = "/api/admin/enquiries/{trackingId}/calls"
    const reached = { outcome: "reached", note: "Spoke about the documents" }
    const midday = await withPreference("{call,sms}", 12, 13)
    expect((await send(route, midday, { json: reached, headers: staff })).status).toBe(200)
    expect((await send(route, midday, { json: { outcome: "voicemail" }, headers: staff })).status).toBe(400)
    expect((await send(route, midday, { json: reached, headers: { cookie: staff.cookie } })).status).toBe(403)
    expect((await send(route, midday, { json: reached, headers: sameSite })).status).toBe(401)
    expect(
      (await send(route, "/api/admin/enquiries/ZZZZZ-ZZZZZ/calls", { json: reached, headers: staff })).status
    ).toBe(404)
    const evenings = await send(route, await withPreference("{call}", 18, 21), { json: reached, headers: staff })
    expect([evenings.status, (evenings.body as Json).reason]).toEqual([409, "outside-window"])
    const messagesOnly = await send(route, await withPreference("{sms,email}", 9, 21), {
      json: reached,
      headers: staff
    })
    expect([messagesOnly.status, (messagesOnly.body as Json).reason]).toEqual([409, "no-calls"])
  })

  it("a body over the cap, on every route: 413 as declared (the server reads none of it)", async () => {
    for (const [route, item] of Object.entries(doc.paths as Json))
      for (const method of Object.keys(item)) {
        const path = route.replace(/\{\w+\}/gu, "x")
        const json = { padding: "a".repeat(70 * 1024) }
        const answer = await send(route, path, { method: method.toUpperCase(), json })
        expect(answer.status, `${method} ${route}`).toBe(413)
      }
  })

  it("the back office: a body over the cap on every route (413), the sign-in lock-out (429 with Retry-After)", async () => {
    const sameSite = { "x-admin-request": "1" }
    for (const [route, item] of Object.entries(adminDoc.paths as Json))
      for (const method of Object.keys(item)) {
        const path = route.replace(/\{\w+\}/gu, "x")
        const json = { padding: "a".repeat(70 * 1024) }
        const answer = await send(route, path, { method: method.toUpperCase(), json, headers: sameSite })
        expect(answer.status, `${method} ${route}`).toBe(413)
      }
    const login = "/api/admin/login"
    const wrong = { json: { username: "admin", password: "wrong password" }, headers: sameSite, via: freshAddress() }
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++) statuses.push((await send(login, login, wrong)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it("a body of a content type the call does not take, on every call with a body: 415 as declared", async () => {
    const sameSite = { "x-admin-request": "1" }
    const signedIn = await send("/api/admin/login", "/api/admin/login", {
      json: { username: "admin", password },
      headers: sameSite
    })
    expect(signedIn.status).toBe(200)
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!
    const raw = { type: "text/plain", bytes: Buffer.from("plain words") }
    for (const [route, item] of [...Object.entries(doc.paths as Json), ...Object.entries(adminDoc.paths as Json)])
      for (const [method, operation] of Object.entries(item as Json)) {
        if ((operation as Json).requestBody === undefined) continue
        const path = route.replace(/\{\w+\}/gu, "x")
        const answer = await send(route, path, { method: method.toUpperCase(), raw, headers: { ...sameSite, cookie } })
        expect(answer.status, `${method} ${route}`).toBe(415)
      }
  })

  it("every status the document declares was answered for real, and no other", () => {
    const declared = Object.entries(doc.paths as Json).flatMap(([route, item]) =>
      Object.entries(item as Json).flatMap(([method, operation]) =>
        Object.keys((operation as Json).responses).map((status) => `${method.toUpperCase()} ${route} ${status}`)
      )
    )
    expect(declared.filter((name) => !seen.has(name) && !unreachable.has(name))).toEqual([])
    expect([...seen].filter((name) => !name.includes("/api/admin/") && !declared.includes(name))).toEqual([])
    expect([...unreachable].filter((name) => !declared.includes(name) || seen.has(name))).toEqual([])
  })
})
